CREATE TABLE "support_ticket_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"helpful" boolean NOT NULL,
	"comment" text,
	"rated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_ticket_ratings_ticket_id_unique" UNIQUE("ticket_id")
);
--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "previous_ticket_id" uuid;--> statement-breakpoint
ALTER TABLE "support_ticket_ratings" ADD CONSTRAINT "support_ticket_ratings_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_previous_ticket_id_support_tickets_id_fk" FOREIGN KEY ("previous_ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE no action ON UPDATE no action;