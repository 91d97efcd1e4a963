CREATE TABLE "auth_throttle" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"key" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_throttle_pkey" PRIMARY KEY("tenant_id","key")
);
--> statement-breakpoint
ALTER TABLE "auth_throttle" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "mfa_settings" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"grace_period_date" timestamp with time zone,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mfa_settings_pkey" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
ALTER TABLE "mfa_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP INDEX "users_email_key";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "account_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_updated" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_picture" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "details_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cases_access_for_all_users" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "registration_completed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_status_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_registration_completed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_profile_updated_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "account_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "account_sub_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mfa_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mfa_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mfa_pending_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mfa_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mfa_last_step" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mfa_recovery_codes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "revoke_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_account_key" ON "users" USING btree ("tenant_id",lower("email"),"role_id","account_key");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("tenant_id",lower("email"));--> statement-breakpoint
CREATE POLICY "auth_throttle_tenant_isolation" ON "auth_throttle" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "mfa_settings_tenant_isolation" ON "mfa_settings" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);