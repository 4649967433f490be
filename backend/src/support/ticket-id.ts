import { readableId } from '../common/readable-id';

const TICKET_ID_LENGTH = 8;

export const TICKET_ID_PATTERN = /^TKT-[0-9A-HJKMNP-TV-Z]{8}$/;

/** A ticket reference a person can quote, such as TKT-7K3M9Q2X (40 random bits). */
export function generateTicketId(): string {
  return readableId('TKT', TICKET_ID_LENGTH);
}

export type TicketIdGenerator = () => string;

export const TICKET_ID_GENERATOR = Symbol('TICKET_ID_GENERATOR');
