CREATE TABLE "sandbox_api_calls" (
	"user_id" uuid NOT NULL,
	"month" text NOT NULL,
	"calls" integer NOT NULL,
	CONSTRAINT "sandbox_api_calls_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
CREATE TABLE "sandbox_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"description" text,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_transactions_type_check" CHECK ("sandbox_transactions"."type" in ('debit', 'credit')),
	CONSTRAINT "sandbox_transactions_status_check" CHECK ("sandbox_transactions"."status" in ('pending', 'completed', 'failed')),
	CONSTRAINT "sandbox_transactions_amount_check" CHECK ("sandbox_transactions"."amount_cents" > 0 and "sandbox_transactions"."fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_webhooks" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"url" text NOT NULL,
	"events" jsonb NOT NULL,
	"description" text,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_xero_invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"invoice_number" text NOT NULL,
	"type" text NOT NULL,
	"contact_name" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"total_cents" bigint NOT NULL,
	"amount_due_cents" bigint NOT NULL,
	"date" text NOT NULL,
	"due_date" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_xero_invoices_status_check" CHECK ("sandbox_xero_invoices"."status" in ('DRAFT', 'AUTHORISED', 'PAID', 'VOIDED'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_xero_organizations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"base_currency" text NOT NULL,
	"country_code" text NOT NULL,
	"connected_at" timestamp with time zone NOT NULL,
	"last_synced_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_xero_syncs" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"entities" jsonb NOT NULL,
	"priority" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_api_calls" ADD CONSTRAINT "sandbox_api_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_transactions" ADD CONSTRAINT "sandbox_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_transactions" ADD CONSTRAINT "sandbox_transactions_account_id_sandbox_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."sandbox_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_webhooks" ADD CONSTRAINT "sandbox_webhooks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_xero_invoices" ADD CONSTRAINT "sandbox_xero_invoices_organization_id_sandbox_xero_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."sandbox_xero_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_xero_organizations" ADD CONSTRAINT "sandbox_xero_organizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_xero_syncs" ADD CONSTRAINT "sandbox_xero_syncs_organization_id_sandbox_xero_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."sandbox_xero_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_transactions_account_idx" ON "sandbox_transactions" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_transactions_user_month_idx" ON "sandbox_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_transactions_idempotency_unique" ON "sandbox_transactions" USING btree ("user_id","idempotency_key") WHERE "sandbox_transactions"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "sandbox_webhooks_user_id_idx" ON "sandbox_webhooks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sandbox_xero_invoices_org_idx" ON "sandbox_xero_invoices" USING btree ("organization_id","updated_at");--> statement-breakpoint
CREATE INDEX "sandbox_xero_organizations_user_id_idx" ON "sandbox_xero_organizations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sandbox_xero_syncs_org_idx" ON "sandbox_xero_syncs" USING btree ("organization_id","created_at");