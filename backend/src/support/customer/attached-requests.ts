/**
 * The /v1 request a ticket may carry (docs/product/api.md#request-log): one of the signed-in sender's own
 * failed requests, read from their request log. Anyone else's request_id, a success, or one sent without
 * signing in is refused with a 400 naming the field, so a ticket never names a request its sender cannot see.
 */
import { Injectable } from '@nestjs/common';
import {
  CUSTOMER_TICKET_MESSAGES,
  FAILED_REQUESTS_OFFERED,
  type FailedRequest,
} from '@northvault/contracts/support-tickets';
import { RequestValidationException } from '../../http/request-validation.exception';
import { RequestLogs } from '../../request-log/public';

@Injectable()
export class AttachedRequests {
  constructor(private readonly logs: RequestLogs) {}

  /** The account's newest failed requests, which the ticket form offers. */
  async offered(userId: string): Promise<FailedRequest[]> {
    const failures = await this.logs.failures(userId, FAILED_REQUESTS_OFFERED);
    return failures.map(({ requestId, method, path, status, createdAt }) => ({
      requestId,
      method,
      path,
      status,
      createdAt,
    }));
  }

  /** `requestId` when the sender may attach it, null when none is given; a 400 otherwise. */
  async check(requestId: string | undefined, sender: { id: string } | null): Promise<string | null> {
    if (requestId === undefined || requestId === '') return null;
    const owned = sender ? await this.logs.failures(sender.id, 1, requestId) : [];
    if (owned.length === 0) {
      throw RequestValidationException.fromFields({ requestId: CUSTOMER_TICKET_MESSAGES.unknownRequest });
    }
    return requestId;
  }
}
