/**
 * The one schema of the backend. Every change here needs `npm run db:generate -w backend`,
 * which writes a new SQL migration into `backend/drizzle/`; migrations run at start on both engines.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { API_KEY_SCOPES } from '@northvault/contracts/api-keys';
import { CANCELLATION_REASON_IDS, RECEIPT_STATUSES, SUBSCRIPTION_STATES } from '@northvault/contracts/billing';
import { PLAN_IDS } from '@northvault/contracts/plans';
import {
  SUPPORT_CATEGORIES,
  SUPPORT_PRIORITIES,
  TICKET_MESSAGE_KINDS,
  TICKET_MESSAGE_SOURCES,
  TICKET_STATUSES,
} from '@northvault/contracts/support';
import { WHITE_LABEL_AUDIT_ACTIONS } from '@northvault/contracts/api';
import { WHITE_LABEL_FONTS } from '@northvault/contracts/white-label';

/** `'a', 'b'` for a CHECK constraint; the values are our own constants, never user input. */
function sqlList(values: readonly string[]) {
  return sql.raw(values.map((value) => `'${value}'`).join(', '));
}

/**
 * Accounts: one per subject at an issuer, whatever its email. The profile (email, whether the
 * provider verified it, names, picture) is refreshed at each sign-in; the email is stored in
 * lower case.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    /** As the provider said at the last sign-in; an account uses a plan only while it is true. */
    emailVerified: boolean('email_verified').notNull().default(false),
    name: text('name'),
    givenName: text('given_name'),
    picture: text('picture'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('users_issuer_subject_unique').on(table.issuer, table.subject),
    index('users_email_idx').on(table.email),
  ],
);

/**
 * Server-side sessions. The id is the SHA-256 of the cookie's token, so the table alone cannot be
 * used to sign in as anyone.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Refreshed at most once a minute; a session unused for the idle timeout has ended. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId), index('sessions_expires_at_idx').on(table.expiresAt)],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  company: text('company'),
  phone: text('phone'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Newsletter readers who confirmed by email (docs/product/contact-and-support.md#newsletter-form). A sign-up
 * writes nothing here: the address arrives only with the confirmation, lower-cased, once.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('newsletter_subscribers_email_lower_check', sql`${table.email} = lower(${table.email})`)],
);

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: text('ticket_id').notNull().unique(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    priority: text('priority', { enum: SUPPORT_PRIORITIES }).notNull(),
    category: text('category', { enum: SUPPORT_CATEGORIES }).notNull(),
    accountId: text('account_id'),
    /** The signed-in requester; tickets outlive an account deletion. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The desk's state; every change is also a row of support_ticket_status_changes. */
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('open'),
    /** The agent working it, or null. */
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the priority's first-response target falls due (null: tickets from before the desk). */
    firstResponseDueAt: timestamp('first_response_due_at', { withTimezone: true }),
    /** The first agent reply, which meets the target. */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    /** Set by the overdue job once the target passed without a reply. */
    overdue: boolean('overdue').notNull().default(false),
    /** The newest message (or the ticket's creation): the customer's list is ordered by it. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    /** A failed /v1 request of the requester's own account they attached (docs/product/api.md#request-log). */
    requestId: text('request_id'),
    /** The closed ticket whose requester replied to it, which opened this one instead. */
    previousTicketId: uuid('previous_ticket_id').references((): AnyPgColumn => supportTickets.id),
    /** How the first message came: the form or a reply on the web, or an emailed reply to a closed ticket. */
    source: text('source', { enum: TICKET_MESSAGE_SOURCES }).notNull().default('web'),
    /** The Message-ID of the email that opened it, so a repeated delivery opens no second ticket. */
    messageId: text('message_id').unique(),
  },
  (table) => [
    check('support_tickets_source_check', sql`${table.source} in (${sqlList(TICKET_MESSAGE_SOURCES)})`),
    check('support_tickets_priority_check', sql`${table.priority} in (${sqlList(SUPPORT_PRIORITIES)})`),
    check('support_tickets_category_check', sql`${table.category} in (${sqlList(SUPPORT_CATEGORIES)})`),
    check('support_tickets_status_check', sql`${table.status} in (${sqlList(TICKET_STATUSES)})`),
    index('support_tickets_queue_idx').on(table.status, table.firstResponseDueAt),
    index('support_tickets_user_idx').on(table.userId, table.lastActivityAt),
  ],
);

/**
 * The thread of a ticket after its first message (which stays on support_tickets): replies of the requester and
 * the agents, and agents' internal notes, never shown to the requester. Rows are never deleted.
 */
export const supportTicketMessages = pgTable(
  'support_ticket_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id),
    kind: text('kind', { enum: TICKET_MESSAGE_KINDS }).notNull(),
    /** The agent or signed-in customer who wrote it; null for a requester without an account. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's name as shown in the thread. */
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    /** The email's Message-ID: the one it arrived with, or the one its notification went out with. */
    messageId: text('message_id').unique(),
    source: text('source', { enum: TICKET_MESSAGE_SOURCES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('support_ticket_messages_kind_check', sql`${table.kind} in (${sqlList(TICKET_MESSAGE_KINDS)})`),
    check('support_ticket_messages_source_check', sql`${table.source} in (${sqlList(TICKET_MESSAGE_SOURCES)})`),
    index('support_ticket_messages_ticket_idx').on(table.ticketId, table.createdAt),
  ],
);

/**
 * The requester's answer to `Was this helpful?` on a solved ticket: one per ticket (the unique key refuses a
 * second, even from two tabs at once); `comment` only with a No.
 */
export const supportTicketRatings = pgTable('support_ticket_ratings', {
  id: uuid('id').primaryKey().defaultRandom(),
  ticketId: uuid('ticket_id')
    .notNull()
    .unique()
    .references(() => supportTickets.id),
  helpful: boolean('helpful').notNull(),
  comment: text('comment'),
  ratedAt: timestamp('rated_at', { withTimezone: true }).notNull(),
});

/** Every change of a ticket's status: who (null: the system or the requester), from, to, when. */
export const supportTicketStatusChanges = pgTable(
  'support_ticket_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: text('from_status', { enum: TICKET_STATUSES }).notNull(),
    toStatus: text('to_status', { enum: TICKET_STATUSES }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_ticket_status_changes_ticket_idx').on(table.ticketId, table.changedAt)],
);

/** Why an inbound email was not added to a ticket (docs/product/contact-and-support.md#inbound-email). */
export const INBOUND_REJECTION_REASONS = [
  'too_large',
  'unreadable',
  'auto_reply',
  'bulk',
  'no_ticket',
  'invalid_token',
  'wrong_sender',
  /** No longer recorded: a reply to a closed ticket opens a follow-up ticket. Kept for the rows before that. */
  'ticket_closed',
  'empty',
  /** Over the requester's reply limits (CustomerReplyLimits), the same as on the web. */
  'rate_limited',
] as const;
export type InboundRejectionReason = (typeof INBOUND_REJECTION_REASONS)[number];
export const INBOUND_CHANNELS = ['smtp', 'webhook'] as const;
export type InboundChannel = (typeof INBOUND_CHANNELS)[number];

/**
 * Every inbound email the desk refused or dropped, and why: a record for whoever wonders where a reply went.
 * Rows are never deleted. What the sender claimed (addresses, Message-ID) is kept as received, cut to a length.
 */
export const supportInboundRejections = pgTable(
  'support_inbound_rejections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    channel: text('channel', { enum: INBOUND_CHANNELS }).notNull(),
    reason: text('reason', { enum: INBOUND_REJECTION_REASONS }).notNull(),
    /** One sentence for the reader of this table. */
    detail: text('detail').notNull(),
    messageId: text('message_id'),
    fromAddress: text('from_address'),
    /** The envelope or header recipients, comma-separated. */
    recipients: text('recipients'),
    /** The ticket the message pointed at, when one was found. */
    ticketId: uuid('ticket_id').references(() => supportTickets.id),
    sizeBytes: integer('size_bytes').notNull(),
  },
  (table) => [
    check('support_inbound_rejections_reason_check', sql`${table.reason} in (${sqlList(INBOUND_REJECTION_REASONS)})`),
    check('support_inbound_rejections_channel_check', sql`${table.channel} in (${sqlList(INBOUND_CHANNELS)})`),
    index('support_inbound_rejections_received_idx').on(table.receivedAt),
  ],
);

export const PAYMENT_STATUSES = ['pending', 'approved', 'declined'] as const;

/**
 * Every card payment attempt, written as `pending` before the gateway is asked (its id is the
 * gateway's idempotency key) and settled as `approved` or `declined` with the answer. Card data is
 * limited to what a receipt shows: brand, last four digits and expiry. The full number and the
 * CVV are never stored.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Given to approved payments only; the customer quotes it. */
    transactionId: text('transaction_id').unique(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    /** The client's Idempotency-Key: a retry with it resumes this attempt instead of starting another. */
    idempotencyKey: text('idempotency_key').unique(),
    /** The signed-in buyer, or the account that claimed the plan an anonymous payment bought. */
    accountId: uuid('account_id').references(() => users.id, { onDelete: 'set null' }),
    declineReason: text('decline_reason'),
    planId: text('plan_id', { enum: PLAN_IDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    cardExpiryMonth: text('card_expiry_month').notNull(),
    cardExpiryYear: text('card_expiry_year').notNull(),
    billingAddress: text('billing_address'),
    billingCity: text('billing_city'),
    billingPostalCode: text('billing_postal_code'),
    billingCountry: text('billing_country').notNull(),
    gatewayReference: text('gateway_reference'),
    /** The gateway's token of the card saved with this charge (`pm_…`), which later charges use. */
    paymentMethodToken: text('payment_method_token'),
    /**
     * A charge of a subscription that already exists (a renewal, or an overdue renewal paid with a
     * new card): the subscription, and the end of the period it follows, which names the renewal.
     */
    subscriptionId: uuid('subscription_id'),
    renewalDueAt: timestamp('renewal_due_at', { withTimezone: true }),
    /**
     * The server's own idempotency key of a subscription charge (`renewal:<subscription>:<due>:<try>`):
     * two passes over one renewal attempt open one row, and the gateway charges it once.
     */
    chargeKey: text('charge_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('payments_plan_id_check', sql`${table.planId} in (${sqlList(PLAN_IDS)})`),
    check('payments_status_check', sql`${table.status} in (${sqlList(PAYMENT_STATUSES)})`),
    check('payments_renewal_check', sql`(${table.subscriptionId} is null) = (${table.renewalDueAt} is null)`),
    index('payments_customer_email_idx').on(table.customerEmail),
    // One approved charge per renewal of a subscription, whatever the attempts.
    uniqueIndex('payments_renewal_approved_unique')
      .on(table.subscriptionId, table.renewalDueAt)
      .where(sql`${table.status} = 'approved' and ${table.subscriptionId} is not null`),
  ],
);

/**
 * A plan bought, held by one account. An anonymous purchase waits with no account and the buyer's
 * email until the first sign-in whose provider verifies that email claims it; at most one waits
 * per email.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').references(() => users.id, { onDelete: 'set null' }),
    /** The buyer's email, in lower case: who may claim the plan while it has no account. */
    email: text('email').notNull(),
    planId: text('plan_id', { enum: PLAN_IDS }).notNull(),
    /** `active`, `past_due` (a renewal charge failed), `suspended` (10 days past due) or `canceled`. */
    status: text('status', { enum: SUBSCRIPTION_STATES }).notNull(),
    customerName: text('customer_name').notNull(),
    /** The payment that bought the plan: its billing address is copied onto every renewal's charge. */
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    /**
     * The card renewals charge: the gateway's token and what the page shows of it. No token for a
     * plan bought before cards were saved; its renewal fails until the card is updated.
     */
    paymentMethodToken: text('payment_method_token'),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    cardExpiryMonth: text('card_expiry_month').notNull(),
    cardExpiryYear: text('card_expiry_year').notNull(),
    /** Dunning: when the renewal charge first failed, how many tries failed, and when the next one is due. */
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    failedCharges: integer('failed_charges').notNull().default(0),
    nextChargeAt: timestamp('next_charge_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** The period paid for, [start, end), end one month after start (`addOneMonth` of the contracts). */
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    /**
     * Cancellation scheduled: the plan holds until `current_period_end` and not after. Nothing flips
     * it at the end; whoever reads the row compares the end with the clock (`grantsPlan`).
     */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    cancellationReason: text('cancellation_reason', { enum: CANCELLATION_REASON_IDS as [string, ...string[]] }),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    /** A downgrade scheduled for the end of the period: the renewal charges this plan and switches to it. */
    pendingPlanId: text('pending_plan_id', { enum: PLAN_IDS }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('subscriptions_plan_id_check', sql`${table.planId} in (${sqlList(PLAN_IDS)})`),
    check(
      'subscriptions_pending_plan_id_check',
      sql`${table.pendingPlanId} is null or ${table.pendingPlanId} in (${sqlList(PLAN_IDS)})`,
    ),
    check('subscriptions_status_check', sql`${table.status} in (${sqlList(SUBSCRIPTION_STATES)})`),
    check(
      'subscriptions_past_due_check',
      sql`(${table.status} in ('past_due', 'suspended')) = (${table.pastDueSince} is not null)`,
    ),
    index('subscriptions_renewal_idx').on(table.status, table.currentPeriodEnd),
    check('subscriptions_period_check', sql`${table.currentPeriodEnd} > ${table.currentPeriodStart}`),
    check(
      'subscriptions_cancellation_reason_check',
      sql`${table.cancellationReason} is null or ${table.cancellationReason} in (${sqlList(CANCELLATION_REASON_IDS)})`,
    ),
    unique('subscriptions_account_id_unique').on(table.accountId),
    uniqueIndex('subscriptions_unclaimed_email_unique')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.accountId} is null`),
  ],
);

/**
 * One receipt per approved charge, numbered `NV-<year>-<6 digits>` (docs/product/billing.md#receipts).
 * It copies the facts it states, so nothing changed later alters it, and a trigger refuses any
 * update or delete. Who owns it is who owns its payment.
 */
export const receipts = pgTable(
  'receipts',
  {
    number: text('number').primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    description: text('description').notNull(),
    planId: text('plan_id', { enum: PLAN_IDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: RECEIPT_STATUSES }).notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    transactionId: text('transaction_id').notNull(),
  },
  (table) => [
    check('receipts_number_check', sql`${table.number} ~ '^NV-[0-9]{4}-[0-9]{6}$'`),
    check('receipts_status_check', sql`${table.status} in (${sqlList(RECEIPT_STATUSES)})`),
  ],
);

/**
 * The last receipt number given in each year. Taking the next one updates this row inside the
 * receipt's transaction: concurrent charges queue on the row lock, and a rolled-back charge gives
 * its number back, so the numbers have no gaps (a sequence would leave them).
 */
export const receiptCounters = pgTable('receipt_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * The sandbox gateway's own ledger of charges, by idempotency key, so that asking it twice with
 * one key charges once and answers the same, as a real gateway does.
 */
export const sandboxCharges = pgTable('sandbox_charges', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  outcome: text('outcome', { enum: ['approved', 'declined'] }).notNull(),
  declineReason: text('decline_reason'),
  reference: text('reference').notNull(),
  /** The card saved with an approved charge that asked for it: a retried key gets the same token. */
  paymentMethodToken: text('payment_method_token'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox gateway's vault of saved cards, by token (`pm_…`). It plays the external gateway;
 * being a sandbox, it keeps no card number at all, only how later charges of the card answer:
 * `approves`, or `declines` for the test card whose later charges are declined.
 */
export const sandboxPaymentMethods = pgTable('sandbox_payment_methods', {
  token: text('token').primaryKey(),
  laterCharges: text('later_charges', { enum: ['approves', 'declines'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox gateway's 3-D Secure challenges (it plays the card's bank too). A charge's challenge
 * is keyed by the charge's idempotency key, so a retried charge finds the same challenge; a saved
 * card's has none. Like the vault it keeps no card number: only what the card does once the
 * buyer has authenticated, and the first answer to the challenge, which is final.
 */
export const sandboxAuthentications = pgTable('sandbox_authentications', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').unique(),
  amountCents: integer('amount_cents'),
  currency: text('currency'),
  savePaymentMethod: boolean('save_payment_method').notNull().default(false),
  afterAuthentication: text('after_authentication', { enum: ['approves', 'declines'] }).notNull(),
  outcome: text('outcome', { enum: ['authenticated', 'failed'] }),
  /** The card saved once a saved card's challenge was passed: a repeated answer gets the same token. */
  paymentMethodToken: text('payment_method_token'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Payments and new cards waiting for the buyer's 3-D Secure challenge. Nothing is charged or saved
 * until the buyer answers; the first answer (`complete`, `fail`, `cancel`) is final and later ones
 * replay it. A checkout's row names its pending payment (one challenge per payment); a new card's
 * holds the card's brand, last four and expiry, never its number.
 */
export const cardAuthentications = pgTable(
  'card_authentications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: ['checkout', 'card_update'] }).notNull(),
    /** The signed-in buyer, or null for an anonymous checkout. */
    accountId: uuid('account_id').references(() => users.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** The checkout's Idempotency-Key: its recorded answer becomes the payment's final one. */
    clientIdempotencyKey: text('client_idempotency_key'),
    gatewayAuthenticationId: text('gateway_authentication_id').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpiryMonth: text('card_expiry_month'),
    cardExpiryYear: text('card_expiry_year'),
    decision: text('decision', { enum: ['complete', 'fail', 'cancel', 'expired'] }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('card_authentications_account_id_idx').on(table.accountId)],
);

/**
 * Idempotency-Key of each checkout: the first request with a key does the work and records its
 * answer; later ones with the same key get that answer back and charge nothing.
 */
export const checkoutIdempotencyKeys = pgTable('checkout_idempotency_keys', {
  key: text('key').primaryKey(),
  /** SHA-256 of the request without the card number or CVV: a different request cannot reuse the key. */
  requestHash: text('request_hash').notNull(),
  responseStatus: integer('response_status'),
  responseBody: jsonb('response_body'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A customer's organisation: one per signed-in customer, created the first time it is needed. */
export const organizations = pgTable('organizations', {
  id: text('id').primaryKey(),
  ownerUserId: uuid('owner_user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The brand's fields, the same columns in the draft and in every published version. The domain is
 * lower case and empty until chosen; who owns a domain is `white_label_domains`' business.
 */
function brandColumns() {
  return {
    companyName: text('company_name').notNull(),
    domain: text('domain').notNull(),
    logoUrl: text('logo_url').notNull(),
    faviconUrl: text('favicon_url').notNull(),
    primaryColor: text('primary_color').notNull(),
    secondaryColor: text('secondary_color').notNull(),
    accentColor: text('accent_color').notNull(),
    backgroundGradient: text('background_gradient').notNull(),
    fontFamily: text('font_family', { enum: WHITE_LABEL_FONTS }).notNull(),
    emailFromName: text('email_from_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
  };
}

/**
 * The organisation's draft brand: one per organisation, changed by every save. What visitors see
 * is the live version it points at, never the draft.
 */
export const whiteLabelConfigs = pgTable(
  'white_label_configs',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .unique()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    ...brandColumns(),
    /** The version visitors of `live_domain` see; null while the platform is not live. */
    liveVersionId: text('live_version_id').references((): AnyPgColumn => whiteLabelVersions.id),
    /** The live version's domain, kept beside the pointer so the database allows one live site per host. */
    liveDomain: text('live_domain'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('white_label_configs_font_check', sql`${table.fontFamily} in (${sqlList(WHITE_LABEL_FONTS)})`),
    check('white_label_configs_live_check', sql`(${table.liveVersionId} is null) = (${table.liveDomain} is null)`),
    uniqueIndex('white_label_configs_live_domain_unique')
      .on(sql`lower(${table.liveDomain})`)
      .where(sql`${table.liveDomain} is not null`),
  ],
);

export const DOMAIN_VERIFICATION_METHODS = ['dns', 'development'] as const;

/**
 * The domains an organisation has asked to use, each with its verification token. A domain is
 * the organisation's once verified (a TXT record, or a `*.localhost` name in development), and
 * the database lets only one organisation verify a domain.
 */
export const whiteLabelDomains = pgTable(
  'white_label_domains',
  {
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Lower case. */
    domain: text('domain').notNull(),
    token: text('token').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    method: text('method', { enum: DOMAIN_VERIFICATION_METHODS }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'white_label_domains_pkey', columns: [table.organizationId, table.domain] }),
    check('white_label_domains_lower_check', sql`${table.domain} = lower(${table.domain})`),
    check(
      'white_label_domains_method_check',
      sql`(${table.verifiedAt} is null and ${table.method} is null) or ${table.method} in (${sqlList(DOMAIN_VERIFICATION_METHODS)})`,
    ),
    uniqueIndex('white_label_domains_verified_unique')
      .on(table.domain)
      .where(sql`${table.verifiedAt} is not null`),
  ],
);

/** A bytea column: the driver hands back a Buffer (pg) or a Uint8Array (PGlite); both become Buffers. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Logos and favicons copied at publish time, so the branded site serves them from its own origin
 * and a change at their source never changes a published version.
 */
export const whiteLabelAssets = pgTable(
  'white_label_assets',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    sha256: text('sha256').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytes('bytes').notNull(),
    sourceUrl: text('source_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('white_label_assets_content_unique').on(table.organizationId, table.sha256, table.contentType)],
);

/**
 * Every published version of an organisation's brand, numbered from 1. Rows are immutable: a
 * trigger refuses any change but the account reference a deleted account leaves behind.
 */
export const whiteLabelVersions = pgTable(
  'white_label_versions',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    ...brandColumns(),
    logoAssetId: text('logo_asset_id')
      .notNull()
      .references(() => whiteLabelAssets.id),
    faviconAssetId: text('favicon_asset_id')
      .notNull()
      .references(() => whiteLabelAssets.id),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('white_label_versions_number_unique').on(table.organizationId, table.number),
    check('white_label_versions_number_check', sql`${table.number} >= 1`),
    check('white_label_versions_font_check', sql`${table.fontFamily} in (${sqlList(WHITE_LABEL_FONTS)})`),
  ],
);

/** Who did what to an organisation's white-label platform, and when. Written in the same transaction as the change. */
export const whiteLabelAuditLog = pgTable(
  'white_label_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: WHITE_LABEL_AUDIT_ACTIONS }).notNull(),
    summary: text('summary').notNull(),
    details: jsonb('details').notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Insertion order: breaks ties between entries written within one tick of the clock (PGlite's is milliseconds). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (table) => [
    check('white_label_audit_log_action_check', sql`${table.action} in (${sqlList(WHITE_LABEL_AUDIT_ACTIONS)})`),
    index('white_label_audit_log_organization_at_idx').on(table.organizationId, table.at),
  ],
);

/**
 * One row per email job that reached the mail relay, written right after the relay accepted it:
 * a retried job (its worker crashed before the queue heard back) finds its row and sends nothing.
 */
export const emailDeliveries = pgTable('email_deliveries', {
  jobId: uuid('job_id').primaryKey(),
  messageId: text('message_id').notNull(),
  recipient: text('recipient').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The subscription password that signs an account in to the documented API's sandbox
 * (docs/product/api.md#sandbox), set on the account setup page. Only an scrypt hash is stored,
 * with its salt and cost parameters in the same string, so the parameters can rise later.
 */
export const subscriptionPasswords = pgTable('subscription_passwords', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Bearer tokens of the sandbox. The id is the SHA-256 of the token, as for sessions: a copy of the
 * table signs nobody in. A new password ends every token of the account.
 */
export const sandboxTokens = pgTable(
  'sandbox_tokens',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sandbox_tokens_user_id_idx').on(table.userId)],
);

/**
 * Secret API keys of the sandbox (docs/product/api.md#api-keys). Only the SHA-256 of a key is
 * kept; `lookup` (the first characters after `nv_test_sk_`) finds its row, and `last_four` names it
 * on the developers page. `revoked_at` is when the key ends: now for a revoke, later for a roll's
 * overlap. `replaced_by` is the key a roll issued in its place.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope', { enum: API_KEY_SCOPES }).notNull(),
    lookup: text('lookup').notNull(),
    secretHash: text('secret_hash').notNull(),
    lastFour: text('last_four').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedBy: uuid('replaced_by').references((): AnyPgColumn => apiKeys.id, { onDelete: 'set null' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedAddress: text('last_used_address'),
  },
  (table) => [
    uniqueIndex('api_keys_lookup_idx').on(table.lookup),
    index('api_keys_user_id_idx').on(table.userId),
    check('api_keys_scope_check', sql`${table.scope} in (${sqlList(API_KEY_SCOPES)})`),
  ],
);

/**
 * Every /v1 call of an account (docs/product/api.md#request-log), written in batches off the
 * request path, with bodies redacted and capped; kept 30 days.
 */
export const sandboxRequestLogs = pgTable(
  'sandbox_request_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    durationMs: integer('duration_ms').notNull(),
    idempotencyKey: text('idempotency_key'),
    credential: text('credential').notNull(),
    requestBody: text('request_body'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sandbox_request_logs_user_created_idx').on(table.userId, table.createdAt),
    index('sandbox_request_logs_request_id_idx').on(table.requestId),
    index('sandbox_request_logs_created_idx').on(table.createdAt),
  ],
);

export const SANDBOX_ACCOUNT_TYPES = ['checking', 'savings'] as const;

/** The sandbox's bank accounts, each owned by one subscriber; balances in cents of its currency. */
export const sandboxAccounts = pgTable(
  'sandbox_accounts',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountType: text('account_type', { enum: SANDBOX_ACCOUNT_TYPES }).notNull(),
    currency: text('currency').notNull(),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['active', 'frozen', 'closed'] }).notNull(),
    /** Enterprise's own string keys and values (`custom_fields`); `{}` when none were sent. */
    customFields: jsonb('custom_fields').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('sandbox_accounts_type_check', sql`${table.accountType} in (${sqlList(SANDBOX_ACCOUNT_TYPES)})`),
    check('sandbox_accounts_status_check', sql`${table.status} in ('active', 'frozen', 'closed')`),
    index('sandbox_accounts_user_id_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * Each load of a remote page the shell reported with a valid load token: which release, how it went,
 * how long it took, on which route pattern, the token's id (one row per token and remote) and the
 * token's keyed hash of the visitor's cohort. No address, no user. The figures per release
 * (`npm run releases`) and the canary watch's sliding window are read from here; rows older than
 * the retention are deleted.
 */
export const remoteLoads = pgTable(
  'remote_loads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    /** `ok`, a Module Federation code (`RUNTIME-008`), `timeout`, `render-error` or `hydration-mismatch`. */
    outcome: text('outcome').notNull(),
    durationMs: integer('duration_ms').notNull(),
    route: text('route').notNull(),
    /** The load token's random id: one page load, which counts each remote's load once. */
    tokenId: text('token_id').notNull(),
    /** A keyed hash of the visitor's cohort id, from the token: distinct visitors, nobody's identity. */
    visitor: text('visitor').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('remote_loads_duration_check', sql`${table.durationMs} >= 0`),
    uniqueIndex('remote_loads_token_remote_idx').on(table.tokenId, table.remote),
    index('remote_loads_release_idx').on(table.remote, table.version, table.receivedAt),
    index('remote_loads_received_at_idx').on(table.receivedAt),
  ],
);

export const SANDBOX_TRANSACTION_TYPES = ['debit', 'credit'] as const;
export const SANDBOX_TRANSACTION_STATUSES = ['pending', 'completed', 'failed'] as const;

/**
 * The sandbox's transactions. Amount and fee are cents of the account's currency; the fee is the
 * plan's flat fee when the transaction was posted. An idempotency key is unique per subscriber,
 * so a retried request finds its first transaction instead of posting a second.
 */
export const sandboxTransactions = pgTable(
  'sandbox_transactions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => sandboxAccounts.id, { onDelete: 'cascade' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    type: text('type', { enum: SANDBOX_TRANSACTION_TYPES }).notNull(),
    status: text('status', { enum: SANDBOX_TRANSACTION_STATUSES }).notNull(),
    description: text('description'),
    idempotencyKey: text('idempotency_key'),
    /** The SHA-256 of the request a key was first sent with, to refuse the key for another one. */
    requestHash: text('request_hash'),
    /** Enterprise's own string keys and values (`custom_fields`); `{}` when none were sent. */
    customFields: jsonb('custom_fields').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('sandbox_transactions_type_check', sql`${table.type} in (${sqlList(SANDBOX_TRANSACTION_TYPES)})`),
    check('sandbox_transactions_status_check', sql`${table.status} in (${sqlList(SANDBOX_TRANSACTION_STATUSES)})`),
    check('sandbox_transactions_amount_check', sql`${table.amountCents} > 0 and ${table.feeCents} >= 0`),
    index('sandbox_transactions_account_idx').on(table.accountId, table.createdAt),
    index('sandbox_transactions_user_month_idx').on(table.userId, table.createdAt),
    uniqueIndex('sandbox_transactions_idempotency_unique')
      .on(table.userId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
  ],
);

/** Authenticated sandbox calls per subscriber and calendar month (UTC), against the plan's quota. */
export const sandboxApiCalls = pgTable(
  'sandbox_api_calls',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The first day of the month, `2026-11-01`. */
    month: text('month').notNull(),
    calls: integer('calls').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.month] })],
);

/** Webhook endpoints a subscriber registered in the sandbox, with the secret deliveries are signed with. */
export const sandboxWebhooks = pgTable(
  'sandbox_webhooks',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: jsonb('events').$type<string[]>().notNull(),
    description: text('description'),
    secret: text('secret').notNull(),
    /** The secret before the last roll, which still signs deliveries (a second v1) until `previousSecretEndsAt`. */
    previousSecret: text('previous_secret'),
    previousSecretEndsAt: timestamp('previous_secret_ends_at', { withTimezone: true }),
    /** Set while disabled: nothing is delivered to it. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** `manual` (PATCH disabled=true) or `failing` (every delivery failed for 3 days). */
    disabledReason: text('disabled_reason').$type<'manual' | 'failing'>(),
    /** The first failed attempt since the last successful one; null while deliveries succeed. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sandbox_webhooks_user_id_idx').on(table.userId)],
);

/** One event for one endpoint: what the Webhooks tab lists, and what `Resend` queues again under the same event id. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    webhookId: text('webhook_id')
      .notNull()
      .references(() => sandboxWebhooks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The event exactly as it is delivered (the signed body is its JSON). */
    event: jsonb('event').$type<{ id: string; type: string; created_at: string; data: object }>().notNull(),
    status: text('status').$type<'pending' | 'succeeded' | 'failed' | 'skipped'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextRetryAt: timestamp('next_retry_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_deliveries_webhook_created_idx').on(table.webhookId, table.createdAt)],
);

/** Each POST of a delivery: the receiver's answer (first 1 KB of its body) or the error. */
export const webhookDeliveryAttempts = pgTable(
  'webhook_delivery_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    responseStatus: integer('response_status'),
    latencyMs: integer('latency_ms').notNull(),
    responseBody: text('response_body'),
    error: text('error'),
  },
  (table) => [index('webhook_delivery_attempts_delivery_idx').on(table.deliveryId, table.attemptedAt)],
);

/** The fan-out limit's next free send slot per account (webhooks/delivery-rate.ts). */
export const webhookSendSlots = pgTable('webhook_send_slots', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  nextSlotAt: timestamp('next_slot_at', { withTimezone: true, precision: 3 }).notNull(),
});

/** The Xero organisations a subscriber's sandbox is connected to, seeded when it starts. */
export const sandboxXeroOrganizations = pgTable(
  'sandbox_xero_organizations',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    baseCurrency: text('base_currency').notNull(),
    countryCode: text('country_code').notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull(),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
  },
  (table) => [index('sandbox_xero_organizations_user_id_idx').on(table.userId)],
);

export const SANDBOX_INVOICE_STATUSES = ['DRAFT', 'AUTHORISED', 'PAID', 'VOIDED'] as const;

/** The invoices of those organisations, as Xero reports them; amounts in cents. */
export const sandboxXeroInvoices = pgTable(
  'sandbox_xero_invoices',
  {
    id: uuid('id').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => sandboxXeroOrganizations.id, { onDelete: 'cascade' }),
    invoiceNumber: text('invoice_number').notNull(),
    type: text('type', { enum: ['ACCREC', 'ACCPAY'] }).notNull(),
    contactName: text('contact_name').notNull(),
    status: text('status', { enum: SANDBOX_INVOICE_STATUSES }).notNull(),
    currency: text('currency').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    amountDueCents: bigint('amount_due_cents', { mode: 'number' }).notNull(),
    date: text('date').notNull(),
    dueDate: text('due_date').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('sandbox_xero_invoices_status_check', sql`${table.status} in (${sqlList(SANDBOX_INVOICE_STATUSES)})`),
    index('sandbox_xero_invoices_org_idx').on(table.organizationId, table.updatedAt),
  ],
);

/** Sync runs requested through `POST /v1/xero/sync`. */
export const sandboxXeroSyncs = pgTable(
  'sandbox_xero_syncs',
  {
    id: text('id').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => sandboxXeroOrganizations.id, { onDelete: 'cascade' }),
    entities: jsonb('entities').$type<string[]>().notNull(),
    priority: text('priority', { enum: ['normal', 'high'] }).notNull(),
    status: text('status', { enum: ['queued', 'completed'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sandbox_xero_syncs_org_idx').on(table.organizationId, table.createdAt)],
);
