CREATE TABLE "custom_reports" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"entity" text NOT NULL,
	"columns" jsonb NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"group_by" text,
	"sort" jsonb,
	"shared" boolean DEFAULT false NOT NULL,
	"owner_id" uuid NOT NULL,
	"schedule_frequency" text,
	"schedule_day_of_week" integer,
	"schedule_day_of_month" integer,
	"schedule_format" text,
	"schedule_recipients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"next_run_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_reports_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "custom_reports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "processing_times" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"form" text NOT NULL,
	"typical_days" integer NOT NULL,
	"premium_days" integer,
	"as_of" date NOT NULL,
	"source" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processing_times_pkey" PRIMARY KEY("tenant_id","form")
);
--> statement-breakpoint
ALTER TABLE "processing_times" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "custom_reports_owner_idx" ON "custom_reports" USING btree ("tenant_id","owner_id");--> statement-breakpoint
CREATE INDEX "custom_reports_due_idx" ON "custom_reports" USING btree ("tenant_id","next_run_at") WHERE "custom_reports"."next_run_at" is not null;--> statement-breakpoint
CREATE POLICY "custom_reports_tenant_isolation" ON "custom_reports" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "processing_times_tenant_isolation" ON "processing_times" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);