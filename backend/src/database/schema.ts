/**
 * The one schema of the backend. Every change here needs `npm run db:generate -w backend`,
 * which writes a new SQL migration into `backend/drizzle/`; migrations run at start on both engines.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { PLAN_IDS } from '@northvault/contracts/plans';
import { SUPPORT_CATEGORIES, SUPPORT_PRIORITIES } from '@northvault/contracts/support';
import { WHITE_LABEL_FONTS } from '@northvault/contracts/white-label';

/** `'a', 'b'` for a CHECK constraint; the values are our own constants, never user input. */
function sqlList(values: readonly string[]) {
  return sql.raw(values.map((value) => `'${value}'`).join(', '));
}

/** People who signed in, one row per subject at an issuer; the profile is refreshed at each sign-in. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
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
  },
  (table) => [
    check('support_tickets_priority_check', sql`${table.priority} in (${sqlList(SUPPORT_PRIORITIES)})`),
    check('support_tickets_category_check', sql`${table.category} in (${sqlList(SUPPORT_CATEGORIES)})`),
  ],
);

/**
 * Every card payment attempt the gateway answered. Card data is limited to what a receipt shows:
 * brand, last four digits and expiry. The full number and the CVV are never stored.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Given to approved payments only; the customer quotes it. */
    transactionId: text('transaction_id').unique(),
    status: text('status', { enum: ['approved', 'declined'] }).notNull(),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('payments_plan_id_check', sql`${table.planId} in (${sqlList(PLAN_IDS)})`),
    check('payments_status_check', sql`${table.status} in ('approved', 'declined')`),
    index('payments_customer_email_idx').on(table.customerEmail),
  ],
);

/** One subscription per customer email; a new plan for the same email replaces the old one. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    planId: text('plan_id', { enum: PLAN_IDS }).notNull(),
    status: text('status', { enum: ['active', 'canceled'] }).notNull(),
    customerName: text('customer_name').notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('subscriptions_plan_id_check', sql`${table.planId} in (${sqlList(PLAN_IDS)})`),
    check('subscriptions_status_check', sql`${table.status} in ('active', 'canceled')`),
  ],
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

/** The organisation's brand (SPEC section 3); one configuration per organisation. */
export const whiteLabelConfigs = pgTable(
  'white_label_configs',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .unique()
      .references(() => organizations.id, { onDelete: 'cascade' }),
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
    isActive: boolean('is_active').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('white_label_configs_font_check', sql`${table.fontFamily} in (${sqlList(WHITE_LABEL_FONTS)})`)],
);

/** Each time a configuration went live on its domain; the newest is the active one. */
export const whiteLabelDeployments = pgTable(
  'white_label_deployments',
  {
    id: text('id').primaryKey(),
    configId: text('config_id')
      .notNull()
      .references(() => whiteLabelConfigs.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    status: text('status', { enum: ['active', 'superseded'] }).notNull(),
    deployedAt: timestamp('deployed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('white_label_deployments_status_check', sql`${table.status} in ('active', 'superseded')`),
    index('white_label_deployments_config_id_idx').on(table.configId),
  ],
);
