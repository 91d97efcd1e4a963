CREATE TABLE "firm_deletions" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"export_id" uuid NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"requested_by" uuid,
	"requested_at" timestamp with time zone NOT NULL,
	"delete_after" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "firm_deletions_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "firm_deletions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "firm_exports" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"file_key" text,
	"file_name" text,
	"size" bigint,
	"error" text,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "firm_exports_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "firm_exports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "firm_deletions_firm_idx" ON "firm_deletions" USING btree ("tenant_id","firm_id","status");--> statement-breakpoint
CREATE INDEX "firm_exports_firm_idx" ON "firm_exports" USING btree ("tenant_id","firm_id","created_at");--> statement-breakpoint
CREATE POLICY "firm_deletions_tenant_isolation" ON "firm_deletions" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "firm_exports_tenant_isolation" ON "firm_exports" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);