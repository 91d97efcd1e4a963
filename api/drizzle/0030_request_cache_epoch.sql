-- Request caches (tenant by host, session, user) and their invalidation (docs/adr/0012-request-caches.md).
-- Every change that must reach the caches at once bumps cache_epoch and logs what changed; each
-- request reads the epoch in the statement that opens its scope, and a process that sees a new
-- epoch drops the entries the log names. The bump is a deferred constraint trigger: it takes the
-- epoch row's lock at COMMIT, so epochs follow commit order and no deadlock can form around it.
CREATE TABLE "cache_epoch" (
	"id" integer PRIMARY KEY CHECK ("id" = 1),
	"epoch" bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO "cache_epoch" ("id", "epoch") VALUES (1, 0);
--> statement-breakpoint
CREATE TABLE "cache_invalidations" (
	"epoch" bigint PRIMARY KEY,
	"kind" text NOT NULL,
	"key" text NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "passage_cache_invalidate"() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
	v bigint;
BEGIN
	UPDATE cache_epoch SET epoch = epoch + 1 WHERE id = 1 RETURNING epoch INTO v;
	INSERT INTO cache_invalidations (epoch, kind, key) VALUES (v, TG_ARGV[0], OLD.id::text);
	DELETE FROM cache_invalidations WHERE epoch <= v - 10000;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sessions_cache_invalidate_update" AFTER UPDATE ON "sessions"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	WHEN ((OLD."tenant_id", OLD."user_id", OLD."role_id", OLD."token_hash", OLD."expires_at", OLD."revoked_at", OLD."revoke_reason") IS DISTINCT FROM (NEW."tenant_id", NEW."user_id", NEW."role_id", NEW."token_hash", NEW."expires_at", NEW."revoked_at", NEW."revoke_reason"))
	EXECUTE FUNCTION "passage_cache_invalidate"('session');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sessions_cache_invalidate_delete" AFTER DELETE ON "sessions"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION "passage_cache_invalidate"('session');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_cache_invalidate_update" AFTER UPDATE ON "users"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	WHEN ((OLD."tenant_id", OLD."role_id", OLD."status", OLD."is_external", OLD."email", OLD."name", OLD."branch_ids") IS DISTINCT FROM (NEW."tenant_id", NEW."role_id", NEW."status", NEW."is_external", NEW."email", NEW."name", NEW."branch_ids"))
	EXECUTE FUNCTION "passage_cache_invalidate"('user');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_cache_invalidate_delete" AFTER DELETE ON "users"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION "passage_cache_invalidate"('user');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "tenants_cache_invalidate_update" AFTER UPDATE ON "tenants"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	WHEN ((OLD."slug", OLD."name", OLD."type_id", OLD."status") IS DISTINCT FROM (NEW."slug", NEW."name", NEW."type_id", NEW."status"))
	EXECUTE FUNCTION "passage_cache_invalidate"('tenant');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "tenants_cache_invalidate_delete" AFTER DELETE ON "tenants"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION "passage_cache_invalidate"('tenant');
