CREATE TABLE "drive_case_syncs" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"provider" text NOT NULL,
	"petition_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"remote_folder_id" text,
	"folder_name" text,
	"last_error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_synced_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drive_case_syncs_pkey" PRIMARY KEY("tenant_id","provider","petition_id")
);
--> statement-breakpoint
ALTER TABLE "drive_case_syncs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "drive_connections" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"provider" text NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text,
	"expires_at" timestamp with time zone,
	"account_name" text,
	"account_email" text,
	"folder_id" text,
	"folder_name" text,
	"connected_by" uuid NOT NULL,
	"connected_by_name" text,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drive_connections_pkey" PRIMARY KEY("tenant_id","provider")
);
--> statement-breakpoint
ALTER TABLE "drive_connections" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "drive_oauth_states" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"state" text NOT NULL,
	"provider" text NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "drive_oauth_states_pkey" PRIMARY KEY("tenant_id","state")
);
--> statement-breakpoint
ALTER TABLE "drive_oauth_states" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "drive_synced_files" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"provider" text NOT NULL,
	"document_id" uuid NOT NULL,
	"petition_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"remote_id" text NOT NULL,
	"remote_name" text NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drive_synced_files_pkey" PRIMARY KEY("tenant_id","provider","document_id")
);
--> statement-breakpoint
ALTER TABLE "drive_synced_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "drive_case_syncs_status_idx" ON "drive_case_syncs" USING btree ("tenant_id","provider","status");--> statement-breakpoint
CREATE INDEX "drive_synced_files_case_idx" ON "drive_synced_files" USING btree ("tenant_id","provider","petition_id");--> statement-breakpoint
CREATE POLICY "drive_case_syncs_tenant_isolation" ON "drive_case_syncs" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "drive_connections_tenant_isolation" ON "drive_connections" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "drive_oauth_states_tenant_isolation" ON "drive_oauth_states" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "drive_synced_files_tenant_isolation" ON "drive_synced_files" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);