CREATE TABLE "organizations" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_owner_user_id_unique" UNIQUE("owner_user_id")
);
--> statement-breakpoint
CREATE TABLE "white_label_configs" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
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
	"is_active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "white_label_configs_organization_id_unique" UNIQUE("organization_id"),
	CONSTRAINT "white_label_configs_font_check" CHECK ("white_label_configs"."font_family" in ('Inter', 'Roboto', 'Open Sans', 'Lato', 'Montserrat', 'Poppins'))
);
--> statement-breakpoint
CREATE TABLE "white_label_deployments" (
	"id" text PRIMARY KEY NOT NULL,
	"config_id" text NOT NULL,
	"domain" text NOT NULL,
	"status" text NOT NULL,
	"deployed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "white_label_deployments_status_check" CHECK ("white_label_deployments"."status" in ('active', 'superseded'))
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "white_label_configs" ADD CONSTRAINT "white_label_configs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "white_label_deployments" ADD CONSTRAINT "white_label_deployments_config_id_white_label_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."white_label_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "white_label_deployments_config_id_idx" ON "white_label_deployments" USING btree ("config_id");