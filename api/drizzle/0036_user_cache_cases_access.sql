-- The cached session carries the user's casesAccessForAllUsers (who sees every case: roles 5–13),
-- so a change of that flag must reach the request caches at once, like a role change
-- (docs/adr/0012-request-caches.md): the users trigger now watches it too.
DROP TRIGGER "users_cache_invalidate_update" ON "users";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_cache_invalidate_update" AFTER UPDATE ON "users"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	WHEN ((OLD."tenant_id", OLD."role_id", OLD."status", OLD."is_external", OLD."email", OLD."name", OLD."branch_ids", OLD."cases_access_for_all_users") IS DISTINCT FROM (NEW."tenant_id", NEW."role_id", NEW."status", NEW."is_external", NEW."email", NEW."name", NEW."branch_ids", NEW."cases_access_for_all_users"))
	EXECUTE FUNCTION "passage_cache_invalidate"('user');
