CREATE TABLE "card_authentications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"account_id" uuid,
	"payment_id" uuid,
	"client_idempotency_key" text,
	"gateway_authentication_id" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"card_expiry_month" text,
	"card_expiry_year" text,
	"decision" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_authentications_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_authentications" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text,
	"amount_cents" integer,
	"currency" text,
	"save_payment_method" boolean DEFAULT false NOT NULL,
	"after_authentication" text NOT NULL,
	"outcome" text,
	"payment_method_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_authentications_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "card_authentications" ADD CONSTRAINT "card_authentications_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_authentications" ADD CONSTRAINT "card_authentications_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_authentications_account_id_idx" ON "card_authentications" USING btree ("account_id");