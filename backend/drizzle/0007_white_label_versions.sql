CREATE TABLE "white_label_assets" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"sha256" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"source_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "white_label_assets_content_unique" UNIQUE("organization_id","sha256","content_type")
);
--> statement-breakpoint
CREATE TABLE "white_label_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" text NOT NULL,
	"account_id" uuid,
	"action" text NOT NULL,
	"summary" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "white_label_audit_log_action_check" CHECK ("white_label_audit_log"."action" in ('save', 'publish', 'rollback', 'deactivate', 'domain-change', 'domain-verification'))
);
--> statement-breakpoint
CREATE TABLE "white_label_domains" (
	"organization_id" text NOT NULL,
	"domain" text NOT NULL,
	"token" text NOT NULL,
	"verified_at" timestamp with time zone,
	"method" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "white_label_domains_pkey" PRIMARY KEY("organization_id","domain"),
	CONSTRAINT "white_label_domains_lower_check" CHECK ("white_label_domains"."domain" = lower("white_label_domains"."domain")),
	CONSTRAINT "white_label_domains_method_check" CHECK (("white_label_domains"."verified_at" is null and "white_label_domains"."method" is null) or "white_label_domains"."method" in ('dns', 'development'))
);
--> statement-breakpoint
CREATE TABLE "white_label_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"number" integer NOT NULL,
	"company_name" text NOT NULL,
	"domain" text NOT NULL,
	"logo_url" text NOT NULL,
	"favicon_url" text NOT NULL,
	"primary_color" text NOT NULL,
	"secondary_color" text NOT NULL,
	"accent_color" text NOT NULL,
	"background_gradient" text NOT NULL,
	"font_family" text NOT NULL,
	"email_from_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"logo_asset_id" text NOT NULL,
	"favicon_asset_id" text NOT NULL,
	"published_by" uuid,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "white_label_versions_number_unique" UNIQUE("organization_id","number"),
	CONSTRAINT "white_label_versions_number_check" CHECK ("white_label_versions"."number" >= 1),
	CONSTRAINT "white_label_versions_font_check" CHECK ("white_label_versions"."font_family" in ('Inter', 'Roboto', 'Open Sans', 'Lato', 'Montserrat', 'Poppins'))
);
--> statement-breakpoint
-- Deployments before versions recorded a row and served nothing. Each one stays in the audit
-- log, under the organisation's owner; the platform starts inactive until its first real publish.
INSERT INTO "white_label_audit_log" ("organization_id", "account_id", "action", "summary", "details", "at")
SELECT "c"."organization_id", "o"."owner_user_id", 'publish',
       'Deployed to ' || "d"."domain" || ' before versions existed (nothing was served)',
       jsonb_build_object('legacyDeploymentId', "d"."id", 'domain', "d"."domain", 'status', "d"."status"),
       "d"."deployed_at"
FROM "white_label_deployments" AS "d"
JOIN "white_label_configs" AS "c" ON "c"."id" = "d"."config_id"
JOIN "organizations" AS "o" ON "o"."id" = "c"."organization_id";--> statement-breakpoint
DROP TABLE "white_label_deployments" CASCADE;--> statement-breakpoint
DROP INDEX "white_label_configs_domain_unique";--> statement-breakpoint
ALTER TABLE "white_label_configs" ADD COLUMN "live_version_id" text;--> statement-breakpoint
ALTER TABLE "white_label_configs" ADD COLUMN "live_domain" text;--> statement-breakpoint
ALTER TABLE "white_label_assets" ADD CONSTRAINT "white_label_assets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "white_label_audit_log" ADD CONSTRAINT "white_label_audit_log_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "white_label_audit_log" ADD CONSTRAINT "white_label_audit_log_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "white_label_domains" ADD CONSTRAINT "white_label_domains_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "white_label_versions" ADD CONSTRAINT "white_label_versions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "white_label_versions" ADD CONSTRAINT "white_label_versions_logo_asset_id_white_label_assets_id_fk" FOREIGN KEY ("logo_asset_id") REFERENCES "public"."white_label_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "white_label_versions" ADD CONSTRAINT "white_label_versions_favicon_asset_id_white_label_assets_id_fk" FOREIGN KEY ("favicon_asset_id") REFERENCES "public"."white_label_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "white_label_versions" ADD CONSTRAINT "white_label_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "white_label_audit_log_organization_at_idx" ON "white_label_audit_log" USING btree ("organization_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "white_label_domains_verified_unique" ON "white_label_domains" USING btree ("domain") WHERE "white_label_domains"."verified_at" is not null;--> statement-breakpoint
ALTER TABLE "white_label_configs" ADD CONSTRAINT "white_label_configs_live_version_id_white_label_versions_id_fk" FOREIGN KEY ("live_version_id") REFERENCES "public"."white_label_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "white_label_configs_live_domain_unique" ON "white_label_configs" USING btree (lower("live_domain")) WHERE "white_label_configs"."live_domain" is not null;--> statement-breakpoint
ALTER TABLE "white_label_configs" DROP COLUMN "is_active";--> statement-breakpoint
ALTER TABLE "white_label_configs" ADD CONSTRAINT "white_label_configs_live_check" CHECK (("white_label_configs"."live_version_id" is null) = ("white_label_configs"."live_domain" is null));--> statement-breakpoint
-- A published version never changes. Deleting an account may clear who published it (ON DELETE
-- SET NULL); nothing else about the row may be updated.
CREATE FUNCTION northvault_white_label_version_immutable() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - 'published_by') IS DISTINCT FROM (to_jsonb(OLD) - 'published_by')
     OR (NEW.published_by IS NOT NULL AND NEW.published_by IS DISTINCT FROM OLD.published_by) THEN
    RAISE EXCEPTION 'white_label_versions rows are immutable' USING ERRCODE = '55000';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "white_label_versions_immutable" BEFORE UPDATE ON "white_label_versions"
FOR EACH ROW EXECUTE FUNCTION northvault_white_label_version_immutable();
