CREATE TABLE "remote_loads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "remote_loads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"outcome" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"route" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_loads_duration_check" CHECK ("remote_loads"."duration_ms" >= 0)
);
--> statement-breakpoint
CREATE INDEX "remote_loads_release_idx" ON "remote_loads" USING btree ("remote","version","received_at");--> statement-breakpoint
CREATE INDEX "remote_loads_received_at_idx" ON "remote_loads" USING btree ("received_at");