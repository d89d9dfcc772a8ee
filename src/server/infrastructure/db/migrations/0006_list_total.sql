-- The total of an unfiltered list (src/server/resources/listPage.ts). count(*) reads the whole table (about
-- 100 ms for a million rows), so from `exact_below` rows on it is the estimate PostgreSQL's planner itself uses:
-- reltuples per page (kept by autovacuum/ANALYZE) times the table's current size in pages. Smaller tables, and
-- tables never analysed, get the exact count. A function, because planning the count(*) (parallel plans, one
-- index-only scan per index) cost more than the rest of a list request even where it never ran: plpgsql plans
-- its static query once per connection, and the count only when it runs.
CREATE OR REPLACE FUNCTION visapath_list_total(tbl regclass, exact_below bigint) RETURNS bigint
LANGUAGE plpgsql STABLE AS $$
DECLARE
  estimate bigint;
  exact bigint;
BEGIN
  SELECT (CASE WHEN relpages > 0 AND reltuples >= 0
    THEN reltuples / relpages * (pg_relation_size(oid) / current_setting('block_size')::int)
    ELSE 0 END)::bigint
    INTO estimate FROM pg_class WHERE oid = tbl;
  IF estimate >= exact_below THEN
    RETURN estimate;
  END IF;
  EXECUTE format('SELECT count(*) FROM %s', tbl) INTO exact;
  RETURN exact;
END
$$;
