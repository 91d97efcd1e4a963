CREATE TABLE "case_letters" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"petition_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"template_name" text NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"body" jsonb NOT NULL,
	"edited" boolean DEFAULT false NOT NULL,
	"file_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_by" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_letters_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "case_letters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "form_groups" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"case_type_id" integer NOT NULL,
	"category_id" uuid,
	"description" text,
	"form_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"template_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_groups_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "form_groups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "letter_categories" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "letter_categories_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "letter_categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "letter_library" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "letter_library_pkey" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
ALTER TABLE "letter_library" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "letter_templates" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"category_id" uuid,
	"case_type_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"letterhead" boolean DEFAULT true NOT NULL,
	"default_kind" text,
	"body" jsonb NOT NULL,
	"placeholders" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_by_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "letter_templates_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "letter_templates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "case_letters_version_key" ON "case_letters" USING btree ("tenant_id","petition_id","template_id","version");--> statement-breakpoint
CREATE INDEX "case_letters_petition_idx" ON "case_letters" USING btree ("tenant_id","petition_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "form_groups_name_key" ON "form_groups" USING btree ("tenant_id","case_type_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "letter_categories_name_key" ON "letter_categories" USING btree ("tenant_id","kind",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "letter_templates_name_key" ON "letter_templates" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE POLICY "case_letters_tenant_isolation" ON "case_letters" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "form_groups_tenant_isolation" ON "form_groups" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "letter_categories_tenant_isolation" ON "letter_categories" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "letter_library_tenant_isolation" ON "letter_library" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "letter_templates_tenant_isolation" ON "letter_templates" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);