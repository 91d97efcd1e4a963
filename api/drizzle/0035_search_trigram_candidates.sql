-- Indexed search under row-level security (issue 21.3; docs/query-layer.md "Search under RLS").
-- ILIKE/LIKE (~~*, ~~) and @@ are not LEAKPROOF, so on a table with a tenant policy PostgreSQL
-- evaluates the policy before them and never uses them as index conditions: every search scanned
-- the tenant's whole table. Here each searched table gets a stored, lower-cased "haystack" column
-- `search_text` (every text a search compares with '%q%', joined by newlines; computing it in a
-- recheck cost up to 50 µs a row on PGlite) with a pg_trgm GIN index, and a function that returns
-- the ids of the CURRENT tenant's rows that may match: the search queries keep their own
-- conditions (results and ranking unchanged) and add `id IN (function(...))`, so the database
-- reads only the candidates. Each function filters tenant_id with the very expression of the
-- tenant policies; the outer query still runs under RLS as app_user (defence in depth: another
-- tenant's row could not be returned even if a function were wrong). The functions are SECURITY
-- DEFINER only when the migration user bypasses RLS (a superuser: PGlite, a developer
-- PostgreSQL) — that is what lets them use the indexes; otherwise they stay SECURITY INVOKER and
-- run under the policies (same answers, scans).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- concat_ws(' ', a, b, c) with immutable operators only (concat_ws is STABLE, and a generated
-- column needs an immutable expression).
CREATE FUNCTION "search_join3"(a text, b text, c text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT coalesce(a, '')
		|| CASE WHEN a IS NOT NULL AND (b IS NOT NULL OR c IS NOT NULL) THEN ' ' ELSE '' END
		|| coalesce(b, '')
		|| CASE WHEN b IS NOT NULL AND c IS NOT NULL THEN ' ' ELSE '' END
		|| coalesce(c, '')
$$;
--> statement-breakpoint
-- Contains, as substrings, every text the searches compare a beneficiary with: the global
-- search's name (first, middle, last), the case search's trimmed name and first + last name,
-- e-mail, passport number and the phone's digits.
CREATE FUNCTION "search_haystack_beneficiary"(first text, middle text, last text, email text, passport text, phone text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT lower(
		public.search_join3(nullif(first, ''), nullif(middle, ''), nullif(last, '')) || E'\n'
		|| public.search_join3(nullif(trim(first), ''), nullif(trim(middle), ''), nullif(trim(last), '')) || E'\n'
		|| trim(coalesce(first, '') || ' ' || coalesce(last, '')) || E'\n'
		|| coalesce(email, '') || E'\n' || coalesce(passport, '') || E'\n'
		|| regexp_replace(coalesce(phone, ''), '\D', '', 'g'))
$$;
--> statement-breakpoint
CREATE FUNCTION "search_haystack_company"(name text, dba text, email text, fein text, phone text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT lower(coalesce(name, '') || E'\n' || coalesce(dba, '') || E'\n' || coalesce(email, '') || E'\n'
		|| coalesce(fein, '') || E'\n' || regexp_replace(coalesce(phone, ''), '\D', '', 'g'))
$$;
--> statement-breakpoint
CREATE FUNCTION "search_haystack_case"(case_number text, custom_case_number text, title text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT lower(coalesce(case_number, '') || E'\n' || coalesce(custom_case_number, '') || E'\n' || coalesce(title, ''))
$$;
--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "search_text" text GENERATED ALWAYS AS ("search_haystack_beneficiary"("first_name", "middle_name", "last_name", "email", "passport_number", "phone")) STORED;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_text" text GENERATED ALWAYS AS ("search_haystack_company"("name", "dba", "email", "fei_number", "phone")) STORED;
--> statement-breakpoint
ALTER TABLE "petitions" ADD COLUMN "search_text" text GENERATED ALWAYS AS ("search_haystack_case"("case_number", "custom_case_number", "title")) STORED;
--> statement-breakpoint
CREATE INDEX "beneficiaries_search_text_trgm_idx" ON "beneficiaries" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "beneficiaries_search_vector_idx" ON "beneficiaries" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "beneficiaries_email_upper_idx" ON "beneficiaries" ("tenant_id", upper("email"));
--> statement-breakpoint
CREATE INDEX "companies_search_text_trgm_idx" ON "companies" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "companies_search_vector_idx" ON "companies" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "companies_fein_upper_idx" ON "companies" ("tenant_id", upper("fei_number"));
--> statement-breakpoint
CREATE INDEX "companies_email_upper_idx" ON "companies" ("tenant_id", upper("email"));
--> statement-breakpoint
CREATE INDEX "petitions_search_text_trgm_idx" ON "petitions" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "petitions_receipt_trgm_idx" ON "petitions" USING gin (upper("receipt_number") gin_trgm_ops);
--> statement-breakpoint
-- Beneficiaries (or employees) that may match a global search: `contains` is the '%q%' pattern
-- of the ILIKE conditions (x ILIKE p is lower(x) LIKE lower(p) in UTF-8), `words` the query for
-- plainto_tsquery, `exact` the query compared whole with
-- upper(), `digits` the '%digits%' pattern of a phone search (null, matching nothing, under 4 digits).
CREATE FUNCTION "search_beneficiary_ids"(contains text, words text, exact text, digits text)
RETURNS SETOF uuid LANGUAGE sql STABLE ROWS 100 SET search_path = pg_catalog, public AS $$
	SELECT b.id FROM public.beneficiaries b
	 WHERE b.tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid
	   AND (b.search_text LIKE lower(contains)
	        OR b.search_text LIKE digits
	        OR b.search_vector @@ plainto_tsquery('simple', words)
	        OR upper(b.email) = upper(exact)
	        OR upper(b.passport_number) = upper(exact))
$$;
--> statement-breakpoint
CREATE FUNCTION "search_company_ids"(contains text, words text, exact text, digits text)
RETURNS SETOF uuid LANGUAGE sql STABLE ROWS 100 SET search_path = pg_catalog, public AS $$
	SELECT c.id FROM public.companies c
	 WHERE c.tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid
	   AND (c.search_text LIKE lower(contains)
	        OR c.search_text LIKE digits
	        OR c.search_vector @@ plainto_tsquery('simple', words)
	        OR upper(c.fei_number) = upper(exact)
	        OR upper(c.email) = upper(exact))
$$;
--> statement-breakpoint
-- The cases the case search (list search box, global search) matches, exactly: the conditions
-- of searchSql (petitions.repository.ts) — lower(case number | custom number | title) LIKE `p`,
-- upper(receipt number) LIKE `p_upper`, the beneficiary's trimmed full name or first + last name
-- ("Ananya Iyer" finds "Ananya R. Iyer"),
-- the petitioner's name — each behind its index (the stored haystacks, a trigram index on the
-- receipt number). `p` is the lower-cased '%q%' pattern, `p_upper` its upper-case form. The
-- beneficiary and petitioner are read in the case's tenant, as the list's joins read them under
-- the policies.
CREATE FUNCTION "search_case_ids"(p text, p_upper text)
RETURNS SETOF uuid LANGUAGE sql STABLE ROWS 200 SET search_path = pg_catalog, public AS $$
	SELECT c.id FROM public.petitions c
	 WHERE c.tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid
	   AND c.search_text LIKE p
	   AND (lower(c.case_number) LIKE p OR lower(c.custom_case_number) LIKE p OR lower(c.title) LIKE p)
	UNION
	SELECT c.id FROM public.petitions c
	 WHERE c.tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid
	   AND upper(c.receipt_number) LIKE p_upper
	UNION
	SELECT c.id FROM public.petitions c
	  JOIN public.beneficiaries b ON b.tenant_id = c.tenant_id AND b.id = c.beneficiary_id
	 WHERE c.tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid
	   AND b.search_text LIKE p
	   AND (lower(nullif(concat_ws(' ', nullif(trim(b.first_name), ''), nullif(trim(b.middle_name), ''), nullif(trim(b.last_name), '')), '')) LIKE p
	        OR lower(trim(coalesce(b.first_name, '') || ' ' || coalesce(b.last_name, ''))) LIKE p)
	UNION
	SELECT c.id FROM public.petitions c
	  JOIN public.companies co ON co.tenant_id = c.tenant_id AND co.id = c.petitioner_id
	 WHERE c.tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid
	   AND co.search_text LIKE p
	   AND lower(co.name) LIKE p
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION "search_beneficiary_ids"(text, text, text, text), "search_company_ids"(text, text, text, text), "search_case_ids"(text, text) FROM PUBLIC;
--> statement-breakpoint
DO $$
BEGIN
	IF (SELECT rolsuper OR rolbypassrls FROM pg_roles WHERE rolname = current_user) THEN
		ALTER FUNCTION "search_beneficiary_ids"(text, text, text, text) SECURITY DEFINER;
		ALTER FUNCTION "search_company_ids"(text, text, text, text) SECURITY DEFINER;
		ALTER FUNCTION "search_case_ids"(text, text) SECURITY DEFINER;
	END IF;
END $$;
--> statement-breakpoint
-- Statistics for the new columns and indexes (PGlite has no autovacuum to gather them).
ANALYZE "beneficiaries", "companies", "petitions";
