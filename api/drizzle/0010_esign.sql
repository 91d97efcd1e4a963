CREATE TABLE "rfe_response_approvals" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"petition_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"document_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requested_by" uuid NOT NULL,
	"requested_by_name" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"reason" text,
	CONSTRAINT "rfe_response_approvals_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "rfe_response_approvals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "esign_requests" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"petition_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"original_sha256" text NOT NULL,
	"original_page_count" integer NOT NULL,
	"signer_name" text NOT NULL,
	"signer_email" text NOT NULL,
	"message" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"link_id" uuid,
	"link_expires_at" timestamp with time zone,
	"requested_by" uuid,
	"requested_by_name" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"viewed_at" timestamp with time zone,
	"viewed_ip" text,
	"viewed_user_agent" text,
	"consented_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"signed_ip" text,
	"signed_user_agent" text,
	"signature_method" text,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"review_confirmed_at" timestamp with time zone,
	"review_confirmed_by" uuid,
	"review_confirmed_by_name" text,
	"signed_file_id" uuid,
	"signed_file_key" text,
	"signed_file_name" text,
	"signed_sha256" text,
	"attorney_status" text DEFAULT 'none' NOT NULL,
	"attorney_user_id" uuid,
	"attorney_name" text,
	"attorney_email" text,
	"attorney_signed_at" timestamp with time zone,
	"attorney_ip" text,
	"attorney_user_agent" text,
	"attorney_method" text,
	"attorney_ignored_reason" text,
	"attorney_ignored_at" timestamp with time zone,
	"attorney_file_id" uuid,
	"attorney_file_key" text,
	"attorney_file_name" text,
	"attorney_sha256" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esign_requests_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "esign_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "case_documents" ADD COLUMN "category" text DEFAULT 'checklist' NOT NULL;--> statement-breakpoint
ALTER TABLE "case_documents" ADD COLUMN "notice_type" text;--> statement-breakpoint
ALTER TABLE "case_documents" ADD COLUMN "notice_date" date;--> statement-breakpoint
ALTER TABLE "case_documents" ADD COLUMN "receipt_number" text;--> statement-breakpoint
ALTER TABLE "pdf_form_versions" ADD COLUMN "source" text DEFAULT 'generated' NOT NULL;--> statement-breakpoint
ALTER TABLE "pdf_form_versions" ADD COLUMN "category" text DEFAULT 'form' NOT NULL;--> statement-breakpoint
ALTER TABLE "pdf_form_versions" ADD COLUMN "is_final" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pdf_form_versions" ADD COLUMN "final_by" uuid;--> statement-breakpoint
ALTER TABLE "pdf_form_versions" ADD COLUMN "final_by_name" text;--> statement-breakpoint
ALTER TABLE "pdf_form_versions" ADD COLUMN "final_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "rfe_response_approvals_petition_idx" ON "rfe_response_approvals" USING btree ("tenant_id","petition_id","requested_at");--> statement-breakpoint
CREATE INDEX "esign_requests_petition_idx" ON "esign_requests" USING btree ("tenant_id","petition_id","requested_at");--> statement-breakpoint
CREATE INDEX "esign_requests_signed_sha_idx" ON "esign_requests" USING btree ("tenant_id","signed_sha256");--> statement-breakpoint
CREATE INDEX "esign_requests_attorney_sha_idx" ON "esign_requests" USING btree ("tenant_id","attorney_sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "pdf_form_versions_final_key" ON "pdf_form_versions" USING btree ("tenant_id","petition_id","form_code") WHERE "pdf_form_versions"."is_final";--> statement-breakpoint
CREATE POLICY "rfe_response_approvals_tenant_isolation" ON "rfe_response_approvals" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "esign_requests_tenant_isolation" ON "esign_requests" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);