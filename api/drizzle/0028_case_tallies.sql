CREATE TABLE "case_branch_tallies" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"branch_key" uuid NOT NULL,
	"status_id" integer NOT NULL,
	"listed" boolean NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "case_branch_tallies_pkey" PRIMARY KEY("tenant_id","branch_key","status_id","listed")
);
--> statement-breakpoint
ALTER TABLE "case_branch_tallies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "case_open_deadline_tallies" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"branch_key" uuid NOT NULL,
	"deadline_date" date NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "case_open_deadline_tallies_pkey" PRIMARY KEY("tenant_id","branch_key","deadline_date")
);
--> statement-breakpoint
ALTER TABLE "case_open_deadline_tallies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "case_petitioner_tallies" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid NOT NULL,
	"petitioner_id" uuid NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"open" integer DEFAULT 0 NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	"denied" integer DEFAULT 0 NOT NULL,
	"rfe" integer DEFAULT 0 NOT NULL,
	"withdrawn" integer DEFAULT 0 NOT NULL,
	"last_created_at" timestamp with time zone,
	CONSTRAINT "case_petitioner_tallies_pkey" PRIMARY KEY("tenant_id","petitioner_id")
);
--> statement-breakpoint
ALTER TABLE "case_petitioner_tallies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "case_branch_tallies_tenant_isolation" ON "case_branch_tallies" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "case_open_deadline_tallies_tenant_isolation" ON "case_open_deadline_tallies" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "case_petitioner_tallies_tenant_isolation" ON "case_petitioner_tallies" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);