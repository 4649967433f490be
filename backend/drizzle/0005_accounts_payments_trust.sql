CREATE TABLE "sandbox_charges" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"outcome" text NOT NULL,
	"decline_reason" text,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_email_unique";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "account_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "account_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Existing subscriptions were held by an email, never verified by anyone: each now waits,
-- unclaimed, for the first sign-in whose provider verifies that email. Existing accounts count as
-- unverified until their next sign-in says otherwise.
UPDATE "subscriptions" SET "email" = lower("email");--> statement-breakpoint
-- Custom domains are compared without case from now on. Where organisations shared one, the
-- organisation that went live on it first keeps it (or, none live, the one that saved it first);
-- the others lose the domain and go inactive until they choose another.
UPDATE "white_label_configs" SET "domain" = lower(trim("domain"));--> statement-breakpoint
WITH "ranked" AS (
  SELECT "c"."id", row_number() OVER (
    PARTITION BY "c"."domain"
    ORDER BY (SELECT min("d"."deployed_at") FROM "white_label_deployments" AS "d" WHERE "d"."config_id" = "c"."id") ASC NULLS LAST,
             "c"."created_at", "c"."id"
  ) AS "position"
  FROM "white_label_configs" AS "c"
  WHERE "c"."domain" <> ''
)
UPDATE "white_label_configs" SET "domain" = '', "is_active" = false
FROM "ranked" WHERE "ranked"."id" = "white_label_configs"."id" AND "ranked"."position" > 1;--> statement-breakpoint
UPDATE "white_label_deployments" SET "status" = 'superseded'
FROM "white_label_configs" AS "c"
WHERE "white_label_deployments"."config_id" = "c"."id" AND "c"."domain" = '' AND "white_label_deployments"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_unclaimed_email_unique" ON "subscriptions" USING btree (lower("email")) WHERE "subscriptions"."account_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "white_label_configs_domain_unique" ON "white_label_configs" USING btree (lower("domain")) WHERE "white_label_configs"."domain" <> '';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_account_id_unique" UNIQUE("account_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'approved', 'declined'));--> statement-breakpoint
-- The user a session token signs in, with the plan their account holds: the query every signed-in
-- request runs (a PL/pgSQL function, so its plan is prepared once per connection). A session ends
-- at its expiry or after `idle_seconds` without use, whichever comes first.
DROP FUNCTION IF EXISTS northvault_session_user(text);--> statement-breakpoint
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
  subscription_started_at timestamptz
)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT u.id, u.issuer, u.subject, u.email, u.email_verified, u.name, u.given_name, u.picture,
           u.created_at, u.updated_at, ss.last_seen_at, s.plan_id, s.status, s.started_at
    FROM sessions AS ss
    JOIN users AS u ON u.id = ss.user_id
    LEFT JOIN subscriptions AS s ON s.account_id = u.id AND s.status = 'active'
    WHERE ss.id = token_hash
      AND ss.expires_at > now()
      AND ss.last_seen_at > now() - make_interval(secs => idle_seconds)
    LIMIT 1;
END
$$;
