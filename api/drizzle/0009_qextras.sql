CREATE TABLE "sponsorship_confirmations" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"petition_id" uuid NOT NULL,
	"role" text NOT NULL,
	"sponsor_name" text,
	"sponsor_email" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decline_reason" text,
	"source" text DEFAULT 'staff' NOT NULL,
	"link_id" uuid,
	"link_expires_at" timestamp with time zone,
	"requested_by" uuid,
	"requested_by_name" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsorship_confirmations_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sponsorship_confirmations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD COLUMN "language" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sponsorship_confirmations_case_role_key" ON "sponsorship_confirmations" USING btree ("tenant_id","petition_id","role");--> statement-breakpoint
CREATE POLICY "sponsorship_confirmations_tenant_isolation" ON "sponsorship_confirmations" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);