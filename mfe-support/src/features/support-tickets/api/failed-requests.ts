import {
  CUSTOMER_TICKET_API_PATHS,
  type FailedRequest,
  type FailedRequestsResponse,
} from '@northvault/contracts/support-tickets';
import { readJson } from '@northvault/ui/api-json';

/** GET the signed-in account's last failed /v1 requests; null when they could not be read. */
export async function fetchFailedRequests(): Promise<FailedRequest[] | null> {
  try {
    const response = await fetch(CUSTOMER_TICKET_API_PATHS.failedRequests, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
    const body = (await readJson(response)) as FailedRequestsResponse | null;
    return response.ok && body !== null && Array.isArray(body.requests) ? body.requests : null;
  } catch {
    return null;
  }
}
