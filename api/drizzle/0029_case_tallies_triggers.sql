-- Case tallies (issue 17 "Speed"; docs/reports.md "Case tallies"): statement-level triggers on
-- petitions add each statement's delta to case_branch_tallies, case_open_deadline_tallies and
-- case_petitioner_tallies in the same transaction, so the counts stay exact. Counted: live cases
-- (deleted_at is null) that are not old (is_old). Status ids: closed 22, 23, 31 (CLOSED_STATUS_IDS),
-- approved 22, denied 23, RFE 24-26, withdrawn 31; listed = not an RFE, LCA or PWD case
-- (OWN_LIST_CASE_KINDS) and not external: the /cases list of the dashboard.
-- Deltas are applied in key order (ORDER BY) so concurrent writers lock tally rows in one order.
CREATE OR REPLACE FUNCTION case_tallies_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (
    SELECT n.tenant_id, coalesce(n.branch_id, '00000000-0000-0000-0000-000000000000'::uuid) AS branch_key, n.status_id, (n.kind NOT IN ('rfe', 'lca', 'pwd') AND NOT n.is_external) AS listed, n.petitioner_id, n.deadline_date, n.created_at, 1 AS s FROM new_rows n WHERE n.deleted_at IS NULL AND NOT n.is_old
  ), b AS (
    INSERT INTO case_branch_tallies AS t (tenant_id, branch_key, status_id, listed, n)
    SELECT tenant_id, branch_key, status_id, listed, sum(s)::int FROM d GROUP BY 1, 2, 3, 4 HAVING sum(s) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (tenant_id, branch_key, status_id, listed) DO UPDATE SET n = t.n + excluded.n
  ), o AS (
    INSERT INTO case_open_deadline_tallies AS t (tenant_id, branch_key, deadline_date, n)
    SELECT tenant_id, branch_key, deadline_date, sum(s)::int FROM d
     WHERE deadline_date IS NOT NULL AND status_id NOT IN (22, 23, 31)
     GROUP BY 1, 2, 3 HAVING sum(s) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (tenant_id, branch_key, deadline_date) DO UPDATE SET n = t.n + excluded.n
  )
  INSERT INTO case_petitioner_tallies AS t (tenant_id, petitioner_id, total, open, approved, denied, rfe, withdrawn, last_created_at)
  SELECT tenant_id, petitioner_id, sum(s)::int,
         coalesce(sum(s) FILTER (WHERE status_id NOT IN (22, 23, 31)), 0)::int,
         coalesce(sum(s) FILTER (WHERE status_id = 22), 0)::int,
         coalesce(sum(s) FILTER (WHERE status_id = 23), 0)::int,
         coalesce(sum(s) FILTER (WHERE status_id IN (24, 25, 26)), 0)::int,
         coalesce(sum(s) FILTER (WHERE status_id = 31), 0)::int,
         max(created_at) FILTER (WHERE s > 0)
    FROM d WHERE petitioner_id IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (tenant_id, petitioner_id) DO UPDATE SET
    total = t.total + excluded.total, open = t.open + excluded.open, approved = t.approved + excluded.approved,
    denied = t.denied + excluded.denied, rfe = t.rfe + excluded.rfe, withdrawn = t.withdrawn + excluded.withdrawn,
    last_created_at = (SELECT max(c.created_at) FROM petitions c
                        WHERE c.tenant_id = t.tenant_id AND c.petitioner_id = t.petitioner_id AND c.deleted_at IS NULL AND NOT c.is_old);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION case_tallies_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (
    SELECT o.tenant_id, coalesce(o.branch_id, '00000000-0000-0000-0000-000000000000'::uuid) AS branch_key, o.status_id, (o.kind NOT IN ('rfe', 'lca', 'pwd') AND NOT o.is_external) AS listed, o.petitioner_id, o.deadline_date, o.created_at, -1 AS s FROM old_rows o WHERE o.deleted_at IS NULL AND NOT o.is_old
  ), b AS (
    INSERT INTO case_branch_tallies AS t (tenant_id, branch_key, status_id, listed, n)
    SELECT tenant_id, branch_key, status_id, listed, sum(s)::int FROM d GROUP BY 1, 2, 3, 4 HAVING sum(s) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (tenant_id, branch_key, status_id, listed) DO UPDATE SET n = t.n + excluded.n
  ), o AS (
    INSERT INTO case_open_deadline_tallies AS t (tenant_id, branch_key, deadline_date, n)
    SELECT tenant_id, branch_key, deadline_date, sum(s)::int FROM d
     WHERE deadline_date IS NOT NULL AND status_id NOT IN (22, 23, 31)
     GROUP BY 1, 2, 3 HAVING sum(s) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (tenant_id, branch_key, deadline_date) DO UPDATE SET n = t.n + excluded.n
  )
  INSERT INTO case_petitioner_tallies AS t (tenant_id, petitioner_id, total, open, approved, denied, rfe, withdrawn, last_created_at)
  SELECT tenant_id, petitioner_id, sum(s)::int,
         coalesce(sum(s) FILTER (WHERE status_id NOT IN (22, 23, 31)), 0)::int,
         coalesce(sum(s) FILTER (WHERE status_id = 22), 0)::int,
         coalesce(sum(s) FILTER (WHERE status_id = 23), 0)::int,
         coalesce(sum(s) FILTER (WHERE status_id IN (24, 25, 26)), 0)::int,
         coalesce(sum(s) FILTER (WHERE status_id = 31), 0)::int,
         max(created_at) FILTER (WHERE s > 0)
    FROM d WHERE petitioner_id IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (tenant_id, petitioner_id) DO UPDATE SET
    total = t.total + excluded.total, open = t.open + excluded.open, approved = t.approved + excluded.approved,
    denied = t.denied + excluded.denied, rfe = t.rfe + excluded.rfe, withdrawn = t.withdrawn + excluded.withdrawn,
    last_created_at = (SELECT max(c.created_at) FROM petitions c
                        WHERE c.tenant_id = t.tenant_id AND c.petitioner_id = t.petitioner_id AND c.deleted_at IS NULL AND NOT c.is_old);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION case_tallies_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (
    SELECT o.tenant_id, coalesce(o.branch_id, '00000000-0000-0000-0000-000000000000'::uuid) AS branch_key, o.status_id, (o.kind NOT IN ('rfe', 'lca', 'pwd') AND NOT o.is_external) AS listed, o.petitioner_id, o.deadline_date, o.created_at, -1 AS s FROM old_rows o JOIN new_rows n ON n.tenant_id = o.tenant_id AND n.id = o.id
     WHERE o.deleted_at IS NULL AND NOT o.is_old AND (o.branch_id, o.status_id, o.kind, o.is_external, o.petitioner_id, o.deadline_date, o.created_at, o.deleted_at, o.is_old) IS DISTINCT FROM (n.branch_id, n.status_id, n.kind, n.is_external, n.petitioner_id, n.deadline_date, n.created_at, n.deleted_at, n.is_old)
    UNION ALL
    SELECT n.tenant_id, coalesce(n.branch_id, '00000000-0000-0000-0000-000000000000'::uuid) AS branch_key, n.status_id, (n.kind NOT IN ('rfe', 'lca', 'pwd') AND NOT n.is_external) AS listed, n.petitioner_id, n.deadline_date, n.created_at, 1 AS s FROM old_rows o JOIN new_rows n ON n.tenant_id = o.tenant_id AND n.id = o.id
     WHERE n.deleted_at IS NULL AND NOT n.is_old AND (o.branch_id, o.status_id, o.kind, o.is_external, o.petitioner_id, o.deadline_date, o.created_at, o.deleted_at, o.is_old) IS DISTINCT FROM (n.branch_id, n.status_id, n.kind, n.is_external, n.petitioner_id, n.deadline_date, n.created_at, n.deleted_at, n.is_old)
  ), b AS (
    INSERT INTO case_branch_tallies AS t (tenant_id, branch_key, status_id, listed, n)
    SELECT tenant_id, branch_key, status_id, listed, sum(s)::int FROM d GROUP BY 1, 2, 3, 4 HAVING sum(s) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (tenant_id, branch_key, status_id, listed) DO UPDATE SET n = t.n + excluded.n
  ), o AS (
    INSERT INTO case_open_deadline_tallies AS t (tenant_id, branch_key, deadline_date, n)
    SELECT tenant_id, branch_key, deadline_date, sum(s)::int FROM d
     WHERE deadline_date IS NOT NULL AND status_id NOT IN (22, 23, 31)
     GROUP BY 1, 2, 3 HAVING sum(s) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (tenant_id, branch_key, deadline_date) DO UPDATE SET n = t.n + excluded.n
  )
  INSERT INTO case_petitioner_tallies AS t (tenant_id, petitioner_id, total, open, approved, denied, rfe, withdrawn, last_created_at)
  SELECT tenant_id, petitioner_id, sum(s)::int,
         coalesce(sum(s) FILTER (WHERE status_id NOT IN (22, 23, 31)), 0)::int,
         coalesce(sum(s) FILTER (WHERE status_id = 22), 0)::int,
         coalesce(sum(s) FILTER (WHERE status_id = 23), 0)::int,
         coalesce(sum(s) FILTER (WHERE status_id IN (24, 25, 26)), 0)::int,
         coalesce(sum(s) FILTER (WHERE status_id = 31), 0)::int,
         max(created_at) FILTER (WHERE s > 0)
    FROM d WHERE petitioner_id IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (tenant_id, petitioner_id) DO UPDATE SET
    total = t.total + excluded.total, open = t.open + excluded.open, approved = t.approved + excluded.approved,
    denied = t.denied + excluded.denied, rfe = t.rfe + excluded.rfe, withdrawn = t.withdrawn + excluded.withdrawn,
    last_created_at = (SELECT max(c.created_at) FROM petitions c
                        WHERE c.tenant_id = t.tenant_id AND c.petitioner_id = t.petitioner_id AND c.deleted_at IS NULL AND NOT c.is_old);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER petitions_tallies_insert AFTER INSERT ON petitions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION case_tallies_insert();
--> statement-breakpoint
CREATE TRIGGER petitions_tallies_update AFTER UPDATE ON petitions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION case_tallies_update();
--> statement-breakpoint
CREATE TRIGGER petitions_tallies_delete AFTER DELETE ON petitions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION case_tallies_delete();
--> statement-breakpoint
-- Backfill from the cases already stored.
INSERT INTO case_branch_tallies (tenant_id, branch_key, status_id, listed, n)
SELECT tenant_id, coalesce(branch_id, '00000000-0000-0000-0000-000000000000'::uuid), status_id, (kind NOT IN ('rfe', 'lca', 'pwd') AND NOT is_external), count(*)::int
  FROM petitions WHERE deleted_at IS NULL AND NOT is_old GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO case_open_deadline_tallies (tenant_id, branch_key, deadline_date, n)
SELECT tenant_id, coalesce(branch_id, '00000000-0000-0000-0000-000000000000'::uuid), deadline_date, count(*)::int
  FROM petitions WHERE deleted_at IS NULL AND NOT is_old AND deadline_date IS NOT NULL AND status_id NOT IN (22, 23, 31) GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO case_petitioner_tallies (tenant_id, petitioner_id, total, open, approved, denied, rfe, withdrawn, last_created_at)
SELECT tenant_id, petitioner_id, count(*)::int,
       (count(*) FILTER (WHERE status_id NOT IN (22, 23, 31)))::int, (count(*) FILTER (WHERE status_id = 22))::int,
       (count(*) FILTER (WHERE status_id = 23))::int, (count(*) FILTER (WHERE status_id IN (24, 25, 26)))::int,
       (count(*) FILTER (WHERE status_id = 31))::int, max(created_at)
  FROM petitions WHERE deleted_at IS NULL AND NOT is_old AND petitioner_id IS NOT NULL GROUP BY 1, 2;
