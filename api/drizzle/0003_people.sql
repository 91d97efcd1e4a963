CREATE TABLE "beneficiaries" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"country_calling_code" text,
	"date_of_birth" date,
	"citizenship_country_id" integer,
	"passport_number" text,
	"passport_country_id" integer,
	"passport_expiry" date,
	"visa_expiry" date,
	"i94_expiry" date,
	"current_status_code" text,
	"status_expiry" date,
	"ead_expiry" date,
	"i797_expiry" date,
	"max_out_date" date,
	"profile" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"company_id" uuid,
	"attorney_user_id" uuid,
	"branch_id" uuid,
	"relation" text DEFAULT 'principal' NOT NULL,
	"principal_id" uuid,
	"user_id" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"merged_into_id" uuid,
	"deleted_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beneficiaries_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "beneficiaries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "beneficiary_documents" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"doc_type" text NOT NULL,
	"name" text NOT NULL,
	"file_key" text NOT NULL,
	"mimetype" text,
	"size" integer,
	"status" boolean DEFAULT true NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beneficiary_documents_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "beneficiary_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "companies" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"dba" text,
	"fei_number" text,
	"naics_code" text,
	"employees_count" integer,
	"gross_income" numeric(16, 2),
	"net_income" numeric(16, 2),
	"year_established" integer,
	"business_type" text,
	"website" text,
	"email" text,
	"phone" text,
	"country_calling_code" text,
	"addresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"auth_signer" jsonb,
	"status_id" integer DEFAULT 1 NOT NULL,
	"branch_id" uuid,
	"primary_user_id" uuid,
	"registration_completed" boolean DEFAULT false NOT NULL,
	"profile_updated_on" timestamp with time zone,
	"accounting_customer_id" text,
	"merged_into_id" uuid,
	"deleted_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "companies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "company_documents" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"doc_type" text NOT NULL,
	"name" text NOT NULL,
	"file_key" text NOT NULL,
	"mimetype" text,
	"size" integer,
	"status" boolean DEFAULT true NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_documents_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "company_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "company_users" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_users_pkey" PRIMARY KEY("tenant_id","company_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "company_users" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "contact_categories" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"color" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_categories_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "contact_categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "contacts" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"country_calling_code" text,
	"organisation" text,
	"title" text,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"address" jsonb,
	"notes" text,
	"subscribed" boolean DEFAULT true NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "contacts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "expiry_reminders_sent" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"expiry_date" date NOT NULL,
	"lead_days" integer NOT NULL,
	"recipients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expiry_reminders_sent_pkey" PRIMARY KEY("tenant_id","beneficiary_id","kind","expiry_date","lead_days")
);
--> statement-breakpoint
ALTER TABLE "expiry_reminders_sent" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "expiry_settings" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"lead_times" jsonb NOT NULL,
	"recipients" jsonb NOT NULL,
	"kinds" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expiry_settings_pkey" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
ALTER TABLE "expiry_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ics_tokens" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ics_tokens_pkey" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "ics_tokens" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "individuals" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_type" text DEFAULT 'Individual' NOT NULL,
	"account_sub_type" text,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"country_calling_code" text,
	"date_of_birth" date,
	"citizenship_country_id" integer,
	"addresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"branch_id" uuid,
	"beneficiary_id" uuid,
	"user_id" uuid,
	"notes" text,
	"status" text DEFAULT 'active' NOT NULL,
	"accounting_customer_id" text,
	"deleted_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "individuals_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "individuals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "leads" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text DEFAULT 'individual' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"country_calling_code" text,
	"company_name" text,
	"interest" text,
	"beneficiary_first_name" text,
	"beneficiary_last_name" text,
	"beneficiary_email" text,
	"citizenship_country_id" integer,
	"source" text DEFAULT 'manual' NOT NULL,
	"lead_form_id" text,
	"status" text DEFAULT 'new' NOT NULL,
	"lost_reason" text,
	"assigned_user_id" uuid,
	"branch_id" uuid,
	"consultation_at" timestamp with time zone,
	"follow_up_date" date,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"converted" jsonb,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "leads" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "people_activity" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"user_id" uuid,
	"user_name" text,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "people_activity_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "people_activity" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "beneficiaries_name_idx" ON "beneficiaries" USING btree ("tenant_id",lower("first_name" || ' ' || "last_name"),"id");--> statement-breakpoint
CREATE INDEX "beneficiaries_company_idx" ON "beneficiaries" USING btree ("tenant_id","company_id");--> statement-breakpoint
CREATE INDEX "beneficiaries_principal_idx" ON "beneficiaries" USING btree ("tenant_id","principal_id");--> statement-breakpoint
CREATE INDEX "beneficiaries_passport_idx" ON "beneficiaries" USING btree ("tenant_id",upper("passport_number"));--> statement-breakpoint
CREATE INDEX "beneficiaries_email_idx" ON "beneficiaries" USING btree ("tenant_id",lower("email"));--> statement-breakpoint
CREATE INDEX "beneficiaries_user_idx" ON "beneficiaries" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "beneficiary_documents_beneficiary_idx" ON "beneficiary_documents" USING btree ("tenant_id","beneficiary_id");--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("tenant_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "companies_created_idx" ON "companies" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "companies_branch_idx" ON "companies" USING btree ("tenant_id","branch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_fein_key" ON "companies" USING btree ("tenant_id","fei_number") WHERE "companies"."deleted_at" is null and "companies"."fei_number" is not null;--> statement-breakpoint
CREATE INDEX "company_documents_company_idx" ON "company_documents" USING btree ("tenant_id","company_id");--> statement-breakpoint
CREATE INDEX "company_users_user_idx" ON "company_users" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_categories_name_key" ON "contact_categories" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "contacts_name_idx" ON "contacts" USING btree ("tenant_id",lower("first_name" || ' ' || "last_name"),"id");--> statement-breakpoint
CREATE INDEX "contacts_email_idx" ON "contacts" USING btree ("tenant_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "ics_tokens_hash_key" ON "ics_tokens" USING btree ("tenant_id","token_hash");--> statement-breakpoint
CREATE INDEX "individuals_name_idx" ON "individuals" USING btree ("tenant_id",lower("first_name" || ' ' || "last_name"),"id");--> statement-breakpoint
CREATE INDEX "individuals_email_idx" ON "individuals" USING btree ("tenant_id",lower("email"));--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_status_idx" ON "leads" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "people_activity_entity_idx" ON "people_activity" USING btree ("tenant_id","entity","entity_id","at" desc);--> statement-breakpoint
CREATE POLICY "beneficiaries_tenant_isolation" ON "beneficiaries" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "beneficiary_documents_tenant_isolation" ON "beneficiary_documents" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "companies_tenant_isolation" ON "companies" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "company_documents_tenant_isolation" ON "company_documents" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "company_users_tenant_isolation" ON "company_users" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "contact_categories_tenant_isolation" ON "contact_categories" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "contacts_tenant_isolation" ON "contacts" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "expiry_reminders_sent_tenant_isolation" ON "expiry_reminders_sent" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "expiry_settings_tenant_isolation" ON "expiry_settings" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "ics_tokens_tenant_isolation" ON "ics_tokens" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "individuals_tenant_isolation" ON "individuals" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "leads_tenant_isolation" ON "leads" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "people_activity_tenant_isolation" ON "people_activity" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);