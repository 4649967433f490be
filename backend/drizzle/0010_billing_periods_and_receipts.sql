CREATE TABLE "receipt_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"number" text PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"description" text NOT NULL,
	"plan_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"card_brand" text NOT NULL,
	"card_last4" text NOT NULL,
	"transaction_id" text NOT NULL,
	CONSTRAINT "receipts_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "receipts_number_check" CHECK ("receipts"."number" ~ '^NV-[0-9]{4}-[0-9]{6}$'),
	CONSTRAINT "receipts_status_check" CHECK ("receipts"."status" in ('paid'))
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "current_period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "current_period_end" timestamp with time zone;--> statement-breakpoint
-- Plans bought before periods existed: their first month starts when they were bought.
UPDATE "subscriptions" SET "current_period_start" = "started_at", "current_period_end" = "started_at" + interval '1 month';--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "current_period_start" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "current_period_end" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_period_check" CHECK ("subscriptions"."current_period_end" > "subscriptions"."current_period_start");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_cancellation_reason_check" CHECK ("subscriptions"."cancellation_reason" is null or "subscriptions"."cancellation_reason" in ('too_expensive', 'missing_features', 'switching', 'not_using', 'other'));--> statement-breakpoint
-- Payments approved before receipts existed get theirs, numbered in the order they were paid.
INSERT INTO "receipts" ("number", "payment_id", "issued_at", "description", "plan_id", "amount_cents", "currency",
  "status", "customer_name", "customer_email", "card_brand", "card_last4", "transaction_id")
SELECT 'NV-' || year || '-' || lpad(row_number() OVER (PARTITION BY year ORDER BY p."created_at", p."id")::text, 6, '0'),
       p."id", p."created_at",
       'Northvault ' || initcap(p."plan_id") || ' plan, first month',
       p."plan_id", p."amount_cents", p."currency", 'paid', p."customer_name", p."customer_email", p."card_brand",
       p."card_last4", p."transaction_id"
FROM (SELECT *, extract(year FROM "created_at" AT TIME ZONE 'UTC')::int AS year FROM "payments"
      WHERE "status" = 'approved' AND "transaction_id" IS NOT NULL) AS p;--> statement-breakpoint
INSERT INTO "receipt_counters" ("year", "last_number")
SELECT substring("number" from 4 for 4)::int, count(*) FROM "receipts" GROUP BY 1;--> statement-breakpoint
CREATE FUNCTION northvault_receipt_immutable() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'receipts are immutable' USING ERRCODE = '55000';
END
$$;--> statement-breakpoint
CREATE TRIGGER "receipts_immutable" BEFORE UPDATE OR DELETE ON "receipts"
FOR EACH ROW EXECUTE FUNCTION northvault_receipt_immutable();--> statement-breakpoint
-- The session's account with its subscription's period and cancellation: the backend compares the
-- period end with its clock to decide whether the plan still holds (no timer flips the row).
DROP FUNCTION IF EXISTS northvault_session_user(text, integer);--> statement-breakpoint
CREATE FUNCTION northvault_session_user(token_hash text, idle_seconds integer)
RETURNS TABLE (
  id uuid,
  issuer text,
  subject text,
  email text,
  email_verified boolean,
  name text,
  given_name text,
  picture text,
  created_at timestamptz,
  updated_at timestamptz,
  last_seen_at timestamptz,
  plan_id text,
  subscription_status text,
  subscription_started_at timestamptz,
  cancel_at_period_end boolean,
  current_period_end timestamptz
)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT u.id, u.issuer, u.subject, u.email, u.email_verified, u.name, u.given_name, u.picture,
           u.created_at, u.updated_at, ss.last_seen_at, s.plan_id, s.status, s.started_at,
           s.cancel_at_period_end, s.current_period_end
    FROM sessions AS ss
    JOIN users AS u ON u.id = ss.user_id
    LEFT JOIN subscriptions AS s ON s.account_id = u.id AND s.status = 'active'
    WHERE ss.id = token_hash
      AND ss.expires_at > now()
      AND ss.last_seen_at > now() - make_interval(secs => idle_seconds)
    LIMIT 1;
END
$$;
