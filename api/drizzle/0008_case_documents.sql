CREATE TABLE "case_documents" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"petition_id" uuid NOT NULL,
	"doc_key" text NOT NULL,
	"file_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mimetype" text NOT NULL,
	"extn" text NOT NULL,
	"size" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"current" boolean DEFAULT true NOT NULL,
	"replaces_id" uuid,
	"status" boolean,
	"reason" text,
	"uploaded_by_kind" text NOT NULL,
	"uploaded_by" uuid,
	"uploaded_by_name" text,
	"reviewed_by" uuid,
	"reviewed_by_name" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_documents_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "case_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "case_documents_file_key" ON "case_documents" USING btree ("tenant_id","file_id");--> statement-breakpoint
CREATE INDEX "case_documents_petition_idx" ON "case_documents" USING btree ("tenant_id","petition_id","doc_key");--> statement-breakpoint
CREATE INDEX "case_documents_review_idx" ON "case_documents" USING btree ("tenant_id","current","created_at");--> statement-breakpoint
CREATE POLICY "case_documents_tenant_isolation" ON "case_documents" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);