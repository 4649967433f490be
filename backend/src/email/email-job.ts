import type { ApiKeyScope } from '@northvault/contracts/api-keys';
import type { PlanId } from '@northvault/contracts/plans';
import type { SupportPriority, TicketStatus } from '@northvault/contracts/support';
import { defineQueue } from '../jobs/queue-definition';

export interface Recipient {
  name: string;
  address: string;
}

/**
 * The headers that thread an email with others in mail clients and route its replies back
 * (docs/product/contact-and-support.md#email-both-ways): the Message-ID the sender chose and stored with the row
 * that caused the email, the messages it answers, and where replies go.
 */
export interface EmailThread {
  /** `<id@domain>`, sent on every attempt. */
  messageId: string;
  /** The message this one answers, `<id@domain>`; none for the first of a thread. */
  inReplyTo?: string;
  /** The thread's earlier messages, oldest first, each `<id@domain>`. */
  references?: string[];
  replyTo: string;
}

/** What each email needs, captured when the row that causes it is written: never a card number. */
export type EmailJob =
  /**
   * `senderName` and `subject` are what the sender typed: the email quotes them in its body, never in
   * a header. Jobs queued before `senderName` existed carry the name in `to.name`.
   */
  | {
      kind: 'ticket-received';
      to: Recipient;
      senderName?: string;
      ticketId: string;
      subject: string;
      priority: SupportPriority;
      /** The signed token of the link that opens the ticket (support/ticket-tokens.ts); absent in older jobs. */
      linkToken?: string;
      /** The failed /v1 request the requester attached, if any. */
      requestId?: string;
      /** The ticket's thread root and reply address, so a reply to the confirmation reaches the ticket; absent in older jobs. */
      thread?: EmailThread;
    }
  /** An agent's reply to a ticket, sent to its requester; `ticketUrl` carries the signed link token. */
  | {
      kind: 'ticket-reply';
      to: Recipient;
      ticketId: string;
      /** The agent's name, or null when their account has none (their address is never shown). */
      agentName: string | null;
      body: string;
      status: TicketStatus;
      ticketUrl: string;
      thread: EmailThread;
    }
  /** A ticket passed its first-response target without a reply; sent to its agent, or to every agent. */
  | {
      kind: 'ticket-overdue';
      to: Recipient;
      ticketId: string;
      subject: string;
      priority: SupportPriority;
      requesterEmail: string;
      /** ISO 8601. */
      dueAt: string;
      deskUrl: string;
    }
  | { kind: 'contact-received'; to: Recipient; senderName?: string }
  /** Repeated failed sandbox sign-ins locked the account's sign-in; `lockedUntil` is ISO 8601. */
  | { kind: 'sandbox-login-locked'; to: Recipient; failures: number; lockedMinutes: number; lockedUntil: string }
  /** API keys (docs/product/api.md#api-keys): named by their display prefix, never their secret. Times ISO 8601. */
  | {
      kind: 'api-key-created';
      to: Recipient;
      keyName: string;
      prefix: string;
      scope: ApiKeyScope;
      expiresAt: string | null;
    }
  | { kind: 'api-key-rolled'; to: Recipient; keyName: string; prefix: string; oldPrefix: string; oldEndsAt: string }
  | { kind: 'api-key-revoked'; to: Recipient; keyName: string; prefix: string; revokedAt: string }
  /** Every delivery to the endpoint failed since `failingSince` (ISO 8601), so it was disabled (docs/product/api.md#automatic-disabling). */
  | { kind: 'webhook-disabled'; to: Recipient; webhookId: string; url: string; failingSince: string }
  /** `token` is the sealed address of the confirmation link (newsletter/newsletter-token.ts). */
  | { kind: 'newsletter-confirmation'; to: Recipient; token: string }
  | {
      kind: 'payment-receipt';
      to: Recipient;
      planId: PlanId;
      amountCents: number;
      currency: 'USD';
      cardBrand: string;
      cardLast4: string;
      transactionId: string;
      /** `NV-2026-000123`; absent only in jobs queued before receipts were numbered. */
      receiptNumber?: string;
      /** ISO 8601. */
      paidAt: string;
      /** A renewal's receipt: the end (ISO 8601) of the period it paid for. Absent for a first payment. */
      renewedUntil?: string;
    }
  | {
      kind: 'payment-failed';
      to: Recipient;
      planId: PlanId;
      amountCents: number;
      currency: 'USD';
      cardBrand: string;
      cardLast4: string;
      /** ISO 8601: the next automatic try, or null when none is left. */
      nextRetryAt: string | null;
      /** ISO 8601: when the plan is suspended unless paid. */
      suspendsAt: string;
    };

/** An SMTP hand-over takes seconds; a minute without an answer means the worker is gone. */
export const EMAIL_QUEUE = defineQueue<EmailJob>('email', 60);
