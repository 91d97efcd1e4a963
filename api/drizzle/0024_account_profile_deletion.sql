CREATE TABLE "profile_deletion_requests" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"requested_at" timestamp with time zone NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"reverted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "profile_deletion_requests_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "profile_deletion_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "profile_deletion_requests_user_idx" ON "profile_deletion_requests" USING btree ("tenant_id","user_id","status");--> statement-breakpoint
CREATE INDEX "profile_deletion_requests_due_idx" ON "profile_deletion_requests" USING btree ("tenant_id","status","effective_at");--> statement-breakpoint
CREATE POLICY "profile_deletion_requests_tenant_isolation" ON "profile_deletion_requests" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);