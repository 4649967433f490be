import {
  AGENT_SETTABLE_STATUSES,
  type AgentSettableStatus,
  SUPPORT_CATEGORIES,
  SUPPORT_PRIORITIES,
  type SupportCategory,
  type SupportPriority,
  TICKET_STATUSES,
  type TicketStatus,
} from '@northvault/contracts/support';
import { TEXT_LIMITS } from '@northvault/contracts/text-fields';
import { OptionalBoolean, OptionalOneOf, RequiredOneOf, RequiredText } from '../../http/field-rules';

/** GET /api/support/desk/tickets: the queue's filters, from the query string. */
export class DeskQueueQuery {
  @OptionalOneOf(TICKET_STATUSES)
  status?: TicketStatus;

  @OptionalOneOf(SUPPORT_PRIORITIES)
  priority?: SupportPriority;

  @OptionalOneOf(SUPPORT_CATEGORIES)
  category?: SupportCategory;

  @OptionalOneOf(['true', 'false'])
  mine?: 'true' | 'false';
}

/** POST /api/support/desk/tickets/:ticketId/messages: a reply to the requester, or an internal note. */
export class DeskMessageDto {
  @RequiredText({ maxLength: TEXT_LIMITS.support.message, multiline: true })
  body: string;

  @OptionalBoolean()
  internal?: boolean;
}

/** POST /api/support/desk/tickets/:ticketId/status. */
export class DeskStatusDto {
  @RequiredOneOf(AGENT_SETTABLE_STATUSES)
  status: AgentSettableStatus;
}
