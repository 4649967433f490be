CREATE TABLE "sandbox_request_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"request_id" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"idempotency_key" text,
	"credential" text NOT NULL,
	"request_body" text,
	"response_body" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_request_logs" ADD CONSTRAINT "sandbox_request_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_request_logs_user_created_idx" ON "sandbox_request_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_request_logs_request_id_idx" ON "sandbox_request_logs" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "sandbox_request_logs_created_idx" ON "sandbox_request_logs" USING btree ("created_at");