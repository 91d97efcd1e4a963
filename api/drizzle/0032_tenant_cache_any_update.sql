-- The tenant request cache now also holds the row's permissions and settings (people/access.ts):
-- any change to a tenants row invalidates it (tenants change rarely: operator and admin edits).
DROP TRIGGER IF EXISTS "tenants_cache_invalidate_update" ON "tenants";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "tenants_cache_invalidate_update" AFTER UPDATE ON "tenants"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION "passage_cache_invalidate"('tenant');
