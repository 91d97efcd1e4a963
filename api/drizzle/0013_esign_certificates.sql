CREATE TABLE "esign_certificates" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"source" text NOT NULL,
	"p12" text NOT NULL,
	"p12_password" text NOT NULL,
	"subject" text NOT NULL,
	"organization" text,
	"issuer" text NOT NULL,
	"serial_number" text NOT NULL,
	"not_before" timestamp with time zone NOT NULL,
	"not_after" timestamp with time zone NOT NULL,
	"sha256" text NOT NULL,
	"file_name" text,
	"uploaded_by" uuid,
	"uploaded_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esign_certificates_pkey" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
ALTER TABLE "esign_certificates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "esign_certificates_read" ON "esign_certificates" AS PERMISSIVE FOR SELECT TO "app_user" USING (nullif(current_setting('app.tenant_id', true), '')::uuid IS NOT NULL AND tenant_id IN (nullif(current_setting('app.tenant_id', true), '')::uuid, '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE POLICY "esign_certificates_write" ON "esign_certificates" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);