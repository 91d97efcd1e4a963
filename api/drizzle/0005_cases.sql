CREATE TABLE "petition_activity" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"petition_id" uuid NOT NULL,
	"action" text NOT NULL,
	"activity_code" text,
	"user_id" uuid,
	"user_name" text,
	"before" jsonb,
	"after" jsonb,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "petition_activity_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "petition_activity" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "petition_bulk_batches" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undo_until" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone,
	CONSTRAINT "petition_bulk_batches_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "petition_bulk_batches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "petition_counters" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"prefix" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "petition_counters_pkey" PRIMARY KEY("tenant_id","prefix")
);
--> statement-breakpoint
ALTER TABLE "petition_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "petition_notes" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"petition_id" uuid NOT NULL,
	"text" text NOT NULL,
	"internal" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "petition_notes_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "petition_notes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "petition_views" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"list" text DEFAULT 'cases' NOT NULL,
	"filter" text DEFAULT '' NOT NULL,
	"search" text,
	"sort" jsonb,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "petition_views_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "petition_views" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "petitions" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"case_number" text NOT NULL,
	"custom_case_number" text,
	"kind" text DEFAULT 'petition' NOT NULL,
	"type_id" integer NOT NULL,
	"sub_type_id" integer,
	"status_id" integer DEFAULT 1 NOT NULL,
	"title" text,
	"petitioner_id" uuid,
	"beneficiary_id" uuid,
	"branch_id" uuid,
	"attorney_id" uuid,
	"paralegal_id" uuid,
	"supervisor_id" uuid,
	"doc_manager_id" uuid,
	"doc_executive_id" uuid,
	"front_office_id" uuid,
	"assignee_ids" uuid[] GENERATED ALWAYS AS (array_remove(ARRAY[attorney_id, paralegal_id, supervisor_id, doc_manager_id, doc_executive_id, front_office_id], NULL)) STORED,
	"deadline_date" date,
	"premium_processing" boolean DEFAULT false NOT NULL,
	"validity_from" date,
	"validity_to" date,
	"receipt_number" text,
	"courier_carrier_id" integer,
	"courier_tracking_number" text,
	"courier_tracking_category" text,
	"workflow" jsonb NOT NULL,
	"completed_activities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"completion_log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"next_activity" text,
	"lca_status_logs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"parent_id" uuid,
	"parent_relation" text,
	"petitioner_sign_requested" boolean DEFAULT false NOT NULL,
	"allow_custom_case_no" boolean DEFAULT false NOT NULL,
	"file_only_after_invoice" boolean DEFAULT false NOT NULL,
	"file_only_after_payment" boolean DEFAULT false NOT NULL,
	"scanned_copy_count" integer DEFAULT 0 NOT NULL,
	"uscis_outcome" text,
	"uscis_outcome_date" date,
	"approval_status" text,
	"pwd_position_type_status" text,
	"is_external" boolean DEFAULT false NOT NULL,
	"external_firm" text,
	"is_old" boolean DEFAULT false NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "petitions_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "petitions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "workflow_configs" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"type_id" integer NOT NULL,
	"sub_type_id" integer DEFAULT 0 NOT NULL,
	"workflow" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_configs_pkey" PRIMARY KEY("tenant_id","type_id","sub_type_id")
);
--> statement-breakpoint
ALTER TABLE "workflow_configs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "petition_activity_petition_idx" ON "petition_activity" USING btree ("tenant_id","petition_id","at","id");--> statement-breakpoint
CREATE INDEX "petition_activity_user_idx" ON "petition_activity" USING btree ("tenant_id","user_id","at");--> statement-breakpoint
CREATE INDEX "petition_notes_petition_idx" ON "petition_notes" USING btree ("tenant_id","petition_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "petition_views_name_key" ON "petition_views" USING btree ("tenant_id","user_id","list",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "petitions_case_number_key" ON "petitions" USING btree ("tenant_id",lower("case_number"));--> statement-breakpoint
CREATE INDEX "petitions_custom_no_idx" ON "petitions" USING btree ("tenant_id",lower("custom_case_number"));--> statement-breakpoint
CREATE INDEX "petitions_receipt_idx" ON "petitions" USING btree ("tenant_id",upper("receipt_number"));--> statement-breakpoint
CREATE INDEX "petitions_status_branch_deadline_idx" ON "petitions" USING btree ("tenant_id","status_id","branch_id","deadline_date","id");--> statement-breakpoint
CREATE INDEX "petitions_deadline_idx" ON "petitions" USING btree ("tenant_id","deadline_date","id");--> statement-breakpoint
CREATE INDEX "petitions_updated_idx" ON "petitions" USING btree ("tenant_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "petitions_created_idx" ON "petitions" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "petitions_type_idx" ON "petitions" USING btree ("tenant_id","type_id","sub_type_id");--> statement-breakpoint
CREATE INDEX "petitions_petitioner_idx" ON "petitions" USING btree ("tenant_id","petitioner_id");--> statement-breakpoint
CREATE INDEX "petitions_beneficiary_idx" ON "petitions" USING btree ("tenant_id","beneficiary_id");--> statement-breakpoint
CREATE INDEX "petitions_branch_idx" ON "petitions" USING btree ("tenant_id","branch_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "petitions_parent_idx" ON "petitions" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "petitions_assignees_idx" ON "petitions" USING gin ("assignee_ids");--> statement-breakpoint
CREATE POLICY "petition_activity_tenant_isolation" ON "petition_activity" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "petition_bulk_batches_tenant_isolation" ON "petition_bulk_batches" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "petition_counters_tenant_isolation" ON "petition_counters" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "petition_notes_tenant_isolation" ON "petition_notes" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "petition_views_tenant_isolation" ON "petition_views" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "petitions_tenant_isolation" ON "petitions" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "workflow_configs_tenant_isolation" ON "workflow_configs" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);