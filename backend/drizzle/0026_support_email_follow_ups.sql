ALTER TABLE "support_inbound_rejections" DROP CONSTRAINT "support_inbound_rejections_reason_check";--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "source" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_message_id_unique" UNIQUE("message_id");--> statement-breakpoint
ALTER TABLE "support_inbound_rejections" ADD CONSTRAINT "support_inbound_rejections_reason_check" CHECK ("support_inbound_rejections"."reason" in ('too_large', 'unreadable', 'auto_reply', 'bulk', 'no_ticket', 'invalid_token', 'wrong_sender', 'ticket_closed', 'empty', 'rate_limited'));--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_source_check" CHECK ("support_tickets"."source" in ('web', 'email'));