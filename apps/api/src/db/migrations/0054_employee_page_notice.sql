-- Every change to app_user tells the API processes which companies' employees it touched (LISTEN
-- pcs_employee_page_changed, payload a company code, or empty for every company), so a process that keeps the public
-- API's pages of employees in memory (modules/employee-page-cache, page-cache.ts) drops them at once, whichever code
-- path or tool made the change: the API's own writes, SCIM, the screens, the Excel import, a plain UPDATE.
-- Statement-level, so a bulk change sends one notice per company, not one per row. Every UPDATE counts: the page
-- shows updated_at, which app_user_touch_updated_at (migration 0034) sets on every update of a row.
CREATE FUNCTION pcs_notify_employee_page_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  companies varchar[];
  company varchar;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('pcs_employee_page_changed', '');
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.cmpy_cd) INTO companies FROM new_rows n WHERE n.cmpy_cd IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.cmpy_cd) INTO companies FROM old_rows o WHERE o.cmpy_cd IS NOT NULL;
  ELSE
    -- Both sides' companies: a row moved between companies leaves one page and joins another.
    SELECT array_agg(DISTINCT c.cmpy_cd) INTO companies
      FROM (SELECT o.cmpy_cd FROM old_rows o UNION SELECT n.cmpy_cd FROM new_rows n) AS c
      WHERE c.cmpy_cd IS NOT NULL;
  END IF;
  IF companies IS NULL THEN
    RETURN NULL;
  END IF;
  -- A statement over many companies (an operator's bulk change) empties every process's cache at once.
  IF cardinality(companies) > 100 THEN
    PERFORM pg_notify('pcs_employee_page_changed', '');
    RETURN NULL;
  END IF;
  FOREACH company IN ARRAY companies LOOP
    PERFORM pg_notify('pcs_employee_page_changed', company);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER app_user_employee_page_inserted AFTER INSERT ON app_user
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pcs_notify_employee_page_changed();
--> statement-breakpoint
CREATE TRIGGER app_user_employee_page_updated AFTER UPDATE ON app_user
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pcs_notify_employee_page_changed();
--> statement-breakpoint
CREATE TRIGGER app_user_employee_page_deleted AFTER DELETE ON app_user
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pcs_notify_employee_page_changed();
--> statement-breakpoint
CREATE TRIGGER app_user_employee_page_truncated AFTER TRUNCATE ON app_user
  FOR EACH STATEMENT EXECUTE FUNCTION pcs_notify_employee_page_changed();
