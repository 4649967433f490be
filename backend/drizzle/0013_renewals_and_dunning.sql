CREATE TABLE "sandbox_payment_methods" (
	"token" text PRIMARY KEY NOT NULL,
	"later_charges" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_status_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payment_method_token" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "renewal_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charge_key" text;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "payment_method_token" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_method_token" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "card_expiry_month" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "card_expiry_year" text;--> statement-breakpoint
-- Plans bought before cards were saved show the card that bought them; with no token, their
-- renewal fails and asks for Update card.
UPDATE "subscriptions" AS s SET "card_brand" = p."card_brand", "card_last4" = p."card_last4",
  "card_expiry_month" = p."card_expiry_month", "card_expiry_year" = p."card_expiry_year"
FROM "payments" AS p WHERE p."id" = s."payment_id";--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "card_brand" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "card_last4" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "card_expiry_month" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "card_expiry_year" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "past_due_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "failed_charges" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_charge_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_renewal_approved_unique" ON "payments" USING btree ("subscription_id","renewal_due_at") WHERE "payments"."status" = 'approved' and "payments"."subscription_id" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_renewal_idx" ON "subscriptions" USING btree ("status","current_period_end");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_charge_key_unique" UNIQUE("charge_key");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_renewal_check" CHECK (("payments"."subscription_id" is null) = ("payments"."renewal_due_at" is null));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_past_due_check" CHECK (("subscriptions"."status" in ('past_due', 'suspended')) = ("subscriptions"."past_due_since" is not null));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('active', 'past_due', 'suspended', 'canceled'));--> statement-breakpoint
-- The session's account with its subscription, unless canceled: past due keeps the plan while the
-- payment is retried, suspended takes it away, and both are shown (the backend decides with its clock).
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
    LEFT JOIN subscriptions AS s ON s.account_id = u.id AND s.status <> 'canceled'
    WHERE ss.id = token_hash
      AND ss.expires_at > now()
      AND ss.last_seen_at > now() - make_interval(secs => idle_seconds)
    LIMIT 1;
END
$$;