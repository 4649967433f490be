CREATE TABLE "checkout_idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" text,
	"status" text NOT NULL,
	"decline_reason" text,
	"plan_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"card_brand" text NOT NULL,
	"card_last4" text NOT NULL,
	"card_expiry_month" text NOT NULL,
	"card_expiry_year" text NOT NULL,
	"billing_address" text,
	"billing_city" text,
	"billing_postal_code" text,
	"billing_country" text NOT NULL,
	"gateway_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "payments_plan_id_check" CHECK ("payments"."plan_id" in ('starter', 'business', 'enterprise')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('approved', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"plan_id" text NOT NULL,
	"status" text NOT NULL,
	"customer_name" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_email_unique" UNIQUE("email"),
	CONSTRAINT "subscriptions_plan_id_check" CHECK ("subscriptions"."plan_id" in ('starter', 'business', 'enterprise')),
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('active', 'canceled'))
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_customer_email_idx" ON "payments" USING btree ("customer_email");