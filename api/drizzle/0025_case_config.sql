CREATE TABLE "case_configs" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"type_id" integer NOT NULL,
	"sub_type_id" integer DEFAULT 0 NOT NULL,
	"name" text,
	"custom" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"configured" boolean DEFAULT false NOT NULL,
	"checklist" jsonb,
	"questionnaire_template_id" uuid,
	"form_group_id" uuid,
	"legal_fee" integer,
	"filing_fee" integer,
	"allow_custom_case_no" boolean DEFAULT false NOT NULL,
	"case_no_pattern" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_configs_pkey" PRIMARY KEY("tenant_id","type_id","sub_type_id")
);
--> statement-breakpoint
ALTER TABLE "case_configs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "passport_field_settings" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"fields" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "passport_field_settings_pkey" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
ALTER TABLE "passport_field_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "case_configs_tenant_isolation" ON "case_configs" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "passport_field_settings_tenant_isolation" ON "passport_field_settings" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);