CREATE TABLE "communication_attachments" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"petition_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"mimetype" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "communication_attachments_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "communication_attachments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "communication_links" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"petition_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "communication_links_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "communication_links" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "communication_messages" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"petition_id" uuid NOT NULL,
	"body" text NOT NULL,
	"visibility" text NOT NULL,
	"author_kind" text NOT NULL,
	"author_user_id" uuid,
	"author_name" text NOT NULL,
	"author_staff" boolean NOT NULL,
	"reply_link_id" uuid,
	"mentions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "communication_messages_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "communication_messages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "communication_reads" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"petition_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_until" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "communication_reads_pkey" PRIMARY KEY("tenant_id","user_id","petition_id")
);
--> statement-breakpoint
ALTER TABLE "communication_reads" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "communication_attachments_message_idx" ON "communication_attachments" USING btree ("tenant_id","message_id");--> statement-breakpoint
CREATE INDEX "communication_attachments_key_idx" ON "communication_attachments" USING btree ("tenant_id","key");--> statement-breakpoint
CREATE INDEX "communication_links_thread_idx" ON "communication_links" USING btree ("tenant_id","petition_id","email");--> statement-breakpoint
CREATE INDEX "communication_messages_thread_idx" ON "communication_messages" USING btree ("tenant_id","petition_id","created_at");--> statement-breakpoint
CREATE INDEX "communication_messages_created_idx" ON "communication_messages" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "communication_messages_body_idx" ON "communication_messages" USING btree ("tenant_id",lower("body"));--> statement-breakpoint
CREATE POLICY "communication_attachments_tenant_isolation" ON "communication_attachments" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "communication_links_tenant_isolation" ON "communication_links" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "communication_messages_tenant_isolation" ON "communication_messages" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "communication_reads_tenant_isolation" ON "communication_reads" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);