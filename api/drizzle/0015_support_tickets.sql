CREATE TABLE "support_ticket_comments" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"audience" text NOT NULL,
	"text" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_by_name" text NOT NULL,
	"side" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_ticket_comments_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "support_ticket_comments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "support_ticket_files" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"comment_id" uuid,
	"audience" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"mimetype" text NOT NULL,
	"size" bigint NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_ticket_files_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "support_ticket_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"audience" text NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"type" text DEFAULT 'question' NOT NULL,
	"created_by" uuid NOT NULL,
	"created_by_name" text NOT NULL,
	"assigned_to" uuid,
	"assigned_to_name" text,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_tickets_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "support_tickets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "support_ticket_comments_ticket_idx" ON "support_ticket_comments" USING btree ("tenant_id","ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "support_ticket_files_ticket_idx" ON "support_ticket_files" USING btree ("tenant_id","ticket_id");--> statement-breakpoint
CREATE INDEX "support_ticket_files_key_idx" ON "support_ticket_files" USING btree ("tenant_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "support_tickets_number_key" ON "support_tickets" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE INDEX "support_tickets_audience_idx" ON "support_tickets" USING btree ("tenant_id","audience","updated_at");--> statement-breakpoint
CREATE INDEX "support_tickets_creator_idx" ON "support_tickets" USING btree ("tenant_id","created_by","updated_at");--> statement-breakpoint
CREATE POLICY "support_ticket_comments_ticket_isolation" ON "support_ticket_comments" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid OR (nullif(current_setting('app.tenant_id', true), '')::uuid = '00000000-0000-0000-0000-000000000000'::uuid AND audience = 'operator')) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid OR (nullif(current_setting('app.tenant_id', true), '')::uuid = '00000000-0000-0000-0000-000000000000'::uuid AND audience = 'operator'));--> statement-breakpoint
CREATE POLICY "support_ticket_files_ticket_isolation" ON "support_ticket_files" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid OR (nullif(current_setting('app.tenant_id', true), '')::uuid = '00000000-0000-0000-0000-000000000000'::uuid AND audience = 'operator')) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid OR (nullif(current_setting('app.tenant_id', true), '')::uuid = '00000000-0000-0000-0000-000000000000'::uuid AND audience = 'operator'));--> statement-breakpoint
CREATE POLICY "support_tickets_ticket_isolation" ON "support_tickets" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid OR (nullif(current_setting('app.tenant_id', true), '')::uuid = '00000000-0000-0000-0000-000000000000'::uuid AND audience = 'operator')) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid OR (nullif(current_setting('app.tenant_id', true), '')::uuid = '00000000-0000-0000-0000-000000000000'::uuid AND audience = 'operator'));