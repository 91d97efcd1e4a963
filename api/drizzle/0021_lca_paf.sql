CREATE TABLE "lca_notice_proofs" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"notice_id" uuid NOT NULL,
	"petition_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"mimetype" text NOT NULL,
	"size" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lca_notice_proofs_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "lca_notice_proofs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "lca_notices" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"petition_id" uuid NOT NULL,
	"worksite_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"label" text NOT NULL,
	"posted_on" date,
	"removed_on" date,
	"can_come_down_on" date,
	"reminded_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lca_notices_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "lca_notices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "lca_paf_requests" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"petition_id" uuid NOT NULL,
	"requester_name" text NOT NULL,
	"requester_contact" text,
	"channel" text NOT NULL,
	"received_on" date NOT NULL,
	"due_on" date NOT NULL,
	"answered_on" date,
	"answer_method" text,
	"note" text,
	"created_by" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lca_paf_requests_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "lca_paf_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "lca_pafs" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"petition_id" uuid NOT NULL,
	"wage_memo" text,
	"benefits_summary" text,
	"last_worker_left_on" date,
	"legal_hold" boolean DEFAULT false NOT NULL,
	"legal_hold_note" text,
	"file_key" text,
	"file_name" text,
	"file_size" integer,
	"page_count" integer,
	"generated_at" timestamp with time zone,
	"generated_by" uuid,
	"generated_by_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lca_pafs_pkey" PRIMARY KEY("tenant_id","petition_id")
);
--> statement-breakpoint
ALTER TABLE "lca_pafs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "lca_notice_proofs_key" ON "lca_notice_proofs" USING btree ("tenant_id","key");--> statement-breakpoint
CREATE INDEX "lca_notice_proofs_notice_idx" ON "lca_notice_proofs" USING btree ("tenant_id","notice_id");--> statement-breakpoint
CREATE INDEX "lca_notices_lca_idx" ON "lca_notices" USING btree ("tenant_id","petition_id","worksite_id");--> statement-breakpoint
CREATE INDEX "lca_notices_due_idx" ON "lca_notices" USING btree ("tenant_id","can_come_down_on") WHERE removed_on is null and reminded_at is null and can_come_down_on is not null;--> statement-breakpoint
CREATE INDEX "lca_paf_requests_lca_idx" ON "lca_paf_requests" USING btree ("tenant_id","petition_id");--> statement-breakpoint
CREATE INDEX "lca_paf_requests_due_idx" ON "lca_paf_requests" USING btree ("tenant_id","answered_on","due_on");--> statement-breakpoint
CREATE INDEX "lca_pafs_file_idx" ON "lca_pafs" USING btree ("tenant_id","file_key");--> statement-breakpoint
CREATE POLICY "lca_notice_proofs_tenant_isolation" ON "lca_notice_proofs" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "lca_notices_tenant_isolation" ON "lca_notices" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "lca_paf_requests_tenant_isolation" ON "lca_paf_requests" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "lca_pafs_tenant_isolation" ON "lca_pafs" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);