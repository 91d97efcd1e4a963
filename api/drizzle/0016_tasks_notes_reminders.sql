CREATE TABLE "dashboard_layouts" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"items" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_layouts_pkey" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "dashboard_layouts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "note_history" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"note_id" uuid NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"by_id" uuid,
	"by_name" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "note_history_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "note_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "reminders" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"record_type" text,
	"record_id" uuid,
	"local_date" text NOT NULL,
	"local_time" text NOT NULL,
	"timezone" text NOT NULL,
	"repeat" text DEFAULT 'none' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"next_at" timestamp with time zone,
	"recipient_user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recipient_emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"link_origin" text NOT NULL,
	"last_sent_at" timestamp with time zone,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "reminders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "todo_comments" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"todo_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_by" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "todo_comments_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "todo_comments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "todo_history" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"todo_id" uuid NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"by_id" uuid,
	"by_name" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "todo_history_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "todo_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "todos" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"assignee_id" uuid,
	"due_date" date,
	"priority" text DEFAULT 'medium' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"petition_id" uuid,
	"beneficiary_id" uuid,
	"petitioner_id" uuid,
	"created_by" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "todos_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "todos" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "petition_notes" ALTER COLUMN "petition_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "petition_notes" ADD COLUMN "record_type" text DEFAULT 'case' NOT NULL;--> statement-breakpoint
ALTER TABLE "petition_notes" ADD COLUMN "beneficiary_id" uuid;--> statement-breakpoint
ALTER TABLE "petition_notes" ADD COLUMN "petitioner_id" uuid;--> statement-breakpoint
ALTER TABLE "petition_notes" ADD COLUMN "private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "petition_notes" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "petition_notes" ADD COLUMN "updated_by_name" text;--> statement-breakpoint
CREATE INDEX "note_history_note_idx" ON "note_history" USING btree ("tenant_id","note_id","at");--> statement-breakpoint
CREATE INDEX "reminders_next_idx" ON "reminders" USING btree ("tenant_id","status","next_at");--> statement-breakpoint
CREATE INDEX "reminders_creator_idx" ON "reminders" USING btree ("tenant_id","created_by","next_at");--> statement-breakpoint
CREATE INDEX "reminders_record_idx" ON "reminders" USING btree ("tenant_id","record_type","record_id");--> statement-breakpoint
CREATE INDEX "todo_comments_todo_idx" ON "todo_comments" USING btree ("tenant_id","todo_id","created_at");--> statement-breakpoint
CREATE INDEX "todo_history_todo_idx" ON "todo_history" USING btree ("tenant_id","todo_id","at");--> statement-breakpoint
CREATE INDEX "todos_assignee_idx" ON "todos" USING btree ("tenant_id","assignee_id","status","due_date");--> statement-breakpoint
CREATE INDEX "todos_due_idx" ON "todos" USING btree ("tenant_id","due_date","id");--> statement-breakpoint
CREATE INDEX "todos_petition_idx" ON "todos" USING btree ("tenant_id","petition_id");--> statement-breakpoint
CREATE INDEX "todos_beneficiary_idx" ON "todos" USING btree ("tenant_id","beneficiary_id");--> statement-breakpoint
CREATE INDEX "todos_petitioner_idx" ON "todos" USING btree ("tenant_id","petitioner_id");--> statement-breakpoint
CREATE INDEX "petition_notes_beneficiary_idx" ON "petition_notes" USING btree ("tenant_id","beneficiary_id","created_at");--> statement-breakpoint
CREATE INDEX "petition_notes_petitioner_idx" ON "petition_notes" USING btree ("tenant_id","petitioner_id","created_at");--> statement-breakpoint
CREATE INDEX "petition_notes_created_idx" ON "petition_notes" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE POLICY "dashboard_layouts_tenant_isolation" ON "dashboard_layouts" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "note_history_tenant_isolation" ON "note_history" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "reminders_tenant_isolation" ON "reminders" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "todo_comments_tenant_isolation" ON "todo_comments" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "todo_history_tenant_isolation" ON "todo_history" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "todos_tenant_isolation" ON "todos" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);