CREATE TABLE "workflow_versions" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"type_id" integer NOT NULL,
	"sub_type_id" integer DEFAULT 0 NOT NULL,
	"version" integer NOT NULL,
	"workflow" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_versions_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "workflow_versions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_versions_key" ON "workflow_versions" USING btree ("tenant_id","type_id","sub_type_id","version");--> statement-breakpoint
CREATE POLICY "workflow_versions_tenant_isolation" ON "workflow_versions" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);