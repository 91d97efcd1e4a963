CREATE TABLE "pdf_form_overrides" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"petition_id" uuid NOT NULL,
	"form_code" text NOT NULL,
	"overrides" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pdf_form_overrides_pkey" PRIMARY KEY("tenant_id","petition_id","form_code")
);
--> statement-breakpoint
ALTER TABLE "pdf_form_overrides" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pdf_form_versions" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"petition_id" uuid NOT NULL,
	"form_code" text NOT NULL,
	"edition" text NOT NULL,
	"version" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"overrides" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"unmapped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pdf_form_versions_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "pdf_form_versions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "questionnaire_changes" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"questionnaire_id" uuid NOT NULL,
	"petition_id" uuid NOT NULL,
	"action" text NOT NULL,
	"user_id" uuid,
	"user_name" text,
	"via" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_changes_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "questionnaire_changes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "questionnaire_templates" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"type_id" integer DEFAULT 0 NOT NULL,
	"sub_type_id" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"fields" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_by_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_templates_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "questionnaire_templates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"petition_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"template_name" text NOT NULL,
	"fields" jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'not-sent' NOT NULL,
	"sent_to" text,
	"sent_at" timestamp with time zone,
	"sent_by" uuid,
	"link_id" uuid,
	"link_expires_at" timestamp with time zone,
	"link_revoked_at" timestamp with time zone,
	"last_saved_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaires_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "questionnaires" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "pdf_form_versions_number_key" ON "pdf_form_versions" USING btree ("tenant_id","petition_id","form_code","version");--> statement-breakpoint
CREATE INDEX "pdf_form_versions_petition_idx" ON "pdf_form_versions" USING btree ("tenant_id","petition_id","created_at");--> statement-breakpoint
CREATE INDEX "questionnaire_changes_q_idx" ON "questionnaire_changes" USING btree ("tenant_id","questionnaire_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_templates_key" ON "questionnaire_templates" USING btree ("tenant_id","kind","type_id","sub_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaires_case_kind_key" ON "questionnaires" USING btree ("tenant_id","petition_id","kind");--> statement-breakpoint
CREATE POLICY "pdf_form_overrides_tenant_isolation" ON "pdf_form_overrides" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "pdf_form_versions_tenant_isolation" ON "pdf_form_versions" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "questionnaire_changes_tenant_isolation" ON "questionnaire_changes" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "questionnaire_templates_tenant_isolation" ON "questionnaire_templates" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "questionnaires_tenant_isolation" ON "questionnaires" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);