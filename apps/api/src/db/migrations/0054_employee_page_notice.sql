-- Every change to what the public API's page of employees shows tells the API processes which companies' pages it
-- touched (LISTEN pcs_employee_page_changed, payload a company code, or empty for every company), so a process that
-- keeps pages in memory (modules/employee-page-cache, page-cache.ts) drops them at once, whichever code path or tool
-- made the change: the API's own writes, SCIM, the screens, the Excel import, a plain UPDATE. Statement-level, so a
-- bulk change sends one notice per company, not one per row. An UPDATE notifies only when a column the page reads
-- (its scope, filters, order or fields: employee-page-cache and read-repository.ts employeePageJson) changed, so a
-- login's bookkeeping sends none; a column the page starts to read must be added here in a new migration.
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
      FROM old_rows o FULL JOIN new_rows n ON n.unq_user_id = o.unq_user_id
      CROSS JOIN LATERAL (VALUES (o.cmpy_cd), (n.cmpy_cd)) AS c(cmpy_cd)
      WHERE c.cmpy_cd IS NOT NULL
        AND (o.unq_user_id, o.sabun, o.user_id, o.cmpy_cd, o.user_nm, o.email, o.tel_no, o.grup_cd, o.use_yn,
             o.auth_cd, o.hire_dt, o.leave_dt, o.birth_dt, o.lunar_yn, o.preferred_language, o.updated_at)
          IS DISTINCT FROM
            (n.unq_user_id, n.sabun, n.user_id, n.cmpy_cd, n.user_nm, n.email, n.tel_no, n.grup_cd, n.use_yn,
             n.auth_cd, n.hire_dt, n.leave_dt, n.birth_dt, n.lunar_yn, n.preferred_language, n.updated_at);
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
