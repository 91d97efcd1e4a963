CREATE TABLE "lca_details" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"petition_id" uuid NOT NULL,
	"status_id" integer DEFAULT 1 NOT NULL,
	"status_logs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"employer_name" text,
	"fein" text,
	"job_title" text,
	"soc_code" text,
	"soc_title" text,
	"wage_level" text,
	"prevailing_wage" numeric(12, 2),
	"prevailing_wage_unit" text DEFAULT 'year' NOT NULL,
	"pw_source" text,
	"pw_source_detail" text,
	"wage_from" numeric(12, 2),
	"wage_to" numeric(12, 2),
	"wage_unit" text DEFAULT 'year' NOT NULL,
	"period_start" date,
	"period_end" date,
	"workers" integer DEFAULT 1 NOT NULL,
	"full_time" boolean DEFAULT true NOT NULL,
	"h1b_dependent" boolean,
	"wilful_violator" boolean,
	"exempt_only" boolean,
	"fte_count" integer,
	"h1b_count" integer,
	"exempt_h1b_count" integer,
	"eta_case_number" text,
	"filed_on" date,
	"certified_on" date,
	"lca_manager_id" uuid,
	"fill_link_id" uuid,
	"fill_sent_to" text,
	"fill_contact_name" text,
	"fill_sent_at" timestamp with time zone,
	"filled_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lca_details_pkey" PRIMARY KEY("tenant_id","petition_id")
);
--> statement-breakpoint
ALTER TABLE "lca_details" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "lca_usages" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"lca_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"attached_by" uuid,
	"attached_by_name" text,
	"attached_at" timestamp with time zone DEFAULT now() NOT NULL,
	"detached_by" uuid,
	"detached_at" timestamp with time zone,
	"note" text,
	CONSTRAINT "lca_usages_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "lca_usages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "lca_worksites" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"petition_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text,
	"line1" text,
	"line2" text,
	"city" text,
	"county" text,
	"state" text,
	"zip_code" text,
	"workers" integer,
	"third_party" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lca_worksites_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "lca_worksites" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "lca_details_status_idx" ON "lca_details" USING btree ("tenant_id","status_id","period_end");--> statement-breakpoint
CREATE INDEX "lca_details_manager_idx" ON "lca_details" USING btree ("tenant_id","lca_manager_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lca_usages_live_key" ON "lca_usages" USING btree ("tenant_id","lca_id","case_id") WHERE detached_at is null;--> statement-breakpoint
CREATE INDEX "lca_usages_case_idx" ON "lca_usages" USING btree ("tenant_id","case_id");--> statement-breakpoint
CREATE INDEX "lca_worksites_lca_idx" ON "lca_worksites" USING btree ("tenant_id","petition_id","position");--> statement-breakpoint
CREATE POLICY "lca_details_tenant_isolation" ON "lca_details" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "lca_usages_tenant_isolation" ON "lca_usages" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "lca_worksites_tenant_isolation" ON "lca_worksites" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);