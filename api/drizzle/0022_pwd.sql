CREATE TABLE "pwd_details" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"petition_id" uuid NOT NULL,
	"status_id" integer DEFAULT 1 NOT NULL,
	"status_logs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"job_title" text,
	"duties" text,
	"soc_code" text,
	"soc_title" text,
	"area_code" text,
	"worksite_city" text,
	"worksite_state" text,
	"worksite_zip" text,
	"education" text,
	"education_field" text,
	"experience_months" integer,
	"special_requirements" text,
	"supervises" boolean DEFAULT false NOT NULL,
	"filed_date" date,
	"eta_case_number" text,
	"determination_date" date,
	"wage" numeric(12, 2),
	"wage_unit" text DEFAULT 'year' NOT NULL,
	"wage_level" text,
	"wage_source" text,
	"valid_from" date,
	"valid_to" date,
	"reminded_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pwd_details_pkey" PRIMARY KEY("tenant_id","petition_id")
);
--> statement-breakpoint
ALTER TABLE "pwd_details" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pwd_wage_areas" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"import_id" uuid NOT NULL,
	"area_code" text NOT NULL,
	"area_name" text NOT NULL,
	"state_ab" text,
	"state" text,
	"county_town_name" text,
	CONSTRAINT "pwd_wage_areas_pkey" PRIMARY KEY("tenant_id","import_id","area_code")
);
--> statement-breakpoint
ALTER TABLE "pwd_wage_areas" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pwd_wage_imports" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"year" text NOT NULL,
	"label" text,
	"state" text DEFAULT 'staging' NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	CONSTRAINT "pwd_wage_imports_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "pwd_wage_imports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pwd_wage_rows" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"import_id" uuid NOT NULL,
	"area_code" text NOT NULL,
	"soc_code" text NOT NULL,
	"geo_level" integer,
	"level1" numeric(10, 4),
	"level2" numeric(10, 4),
	"level3" numeric(10, 4),
	"level4" numeric(10, 4),
	"average" numeric(10, 4),
	"label" text,
	CONSTRAINT "pwd_wage_rows_pkey" PRIMARY KEY("tenant_id","import_id","soc_code","area_code")
);
--> statement-breakpoint
ALTER TABLE "pwd_wage_rows" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "pwd_details_valid_idx" ON "pwd_details" USING btree ("tenant_id","valid_to","status_id");--> statement-breakpoint
CREATE INDEX "pwd_wage_imports_state_idx" ON "pwd_wage_imports" USING btree ("tenant_id","state","year");--> statement-breakpoint
CREATE POLICY "pwd_details_tenant_isolation" ON "pwd_details" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "pwd_wage_areas_tenant_isolation" ON "pwd_wage_areas" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "pwd_wage_imports_tenant_isolation" ON "pwd_wage_imports" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "pwd_wage_rows_tenant_isolation" ON "pwd_wage_rows" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);