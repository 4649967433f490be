CREATE TABLE "support_inbound_rejections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"channel" text NOT NULL,
	"reason" text NOT NULL,
	"detail" text NOT NULL,
	"message_id" text,
	"from_address" text,
	"recipients" text,
	"ticket_id" uuid,
	"size_bytes" integer NOT NULL,
	CONSTRAINT "support_inbound_rejections_reason_check" CHECK ("support_inbound_rejections"."reason" in ('too_large', 'unreadable', 'auto_reply', 'bulk', 'no_ticket', 'invalid_token', 'wrong_sender', 'ticket_closed', 'empty')),
	CONSTRAINT "support_inbound_rejections_channel_check" CHECK ("support_inbound_rejections"."channel" in ('smtp', 'webhook'))
);
--> statement-breakpoint
ALTER TABLE "support_inbound_rejections" ADD CONSTRAINT "support_inbound_rejections_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_inbound_rejections_received_idx" ON "support_inbound_rejections" USING btree ("received_at");