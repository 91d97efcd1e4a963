CREATE TABLE "starred_pages" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "starred_pages_pkey" PRIMARY KEY("tenant_id","user_id","path")
);
--> statement-breakpoint
ALTER TABLE "starred_pages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "starred_pages_tenant_isolation" ON "starred_pages" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);