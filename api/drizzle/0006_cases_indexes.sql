DROP INDEX "petitions_custom_no_idx";--> statement-breakpoint
DROP INDEX "petitions_receipt_idx";--> statement-breakpoint
DROP INDEX "petitions_assignees_idx";--> statement-breakpoint
CREATE INDEX "petitions_receipt_eq_idx" ON "petitions" USING btree ("tenant_id","receipt_number");--> statement-breakpoint
CREATE INDEX "petitions_case_number_eq_idx" ON "petitions" USING btree ("tenant_id","case_number");--> statement-breakpoint
CREATE INDEX "petitions_custom_no_eq_idx" ON "petitions" USING btree ("tenant_id","custom_case_number");--> statement-breakpoint
CREATE INDEX "petitions_deadline_sort_idx" ON "petitions" USING btree ("tenant_id",coalesce("deadline_date", '9999-12-31'::date),"id");--> statement-breakpoint
CREATE INDEX "petitions_attorney_idx" ON "petitions" USING btree ("tenant_id","attorney_id");--> statement-breakpoint
CREATE INDEX "petitions_paralegal_idx" ON "petitions" USING btree ("tenant_id","paralegal_id");--> statement-breakpoint
CREATE INDEX "petitions_supervisor_idx" ON "petitions" USING btree ("tenant_id","supervisor_id");--> statement-breakpoint
CREATE INDEX "petitions_doc_manager_idx" ON "petitions" USING btree ("tenant_id","doc_manager_id");--> statement-breakpoint
CREATE INDEX "petitions_doc_executive_idx" ON "petitions" USING btree ("tenant_id","doc_executive_id");--> statement-breakpoint
CREATE INDEX "petitions_front_office_idx" ON "petitions" USING btree ("tenant_id","front_office_id");--> statement-breakpoint
ALTER TABLE "petitions" DROP COLUMN "assignee_ids";