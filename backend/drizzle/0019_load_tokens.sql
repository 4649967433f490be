-- Load reports count only with the load token the site server signed for the page: one row per
-- token and remote, with a keyed hash of the visitor's cohort. Rows stored before had no token and
-- anyone could have forged them, so the canary rule must not read them: they are dropped (telemetry
-- is kept 30 days at most anyway).
DELETE FROM "remote_loads";--> statement-breakpoint
ALTER TABLE "remote_loads" ADD COLUMN "token_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "remote_loads" ADD COLUMN "visitor" text NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "remote_loads_token_remote_idx" ON "remote_loads" USING btree ("token_id","remote");
