/**
 * The public API's pages of employees kept in memory and dropped when the database says an employee changed
 * (decision 054). It has no routes, so AppDeps can depend on it without a cycle through the public API's routes, as
 * on the API key cache.
 */
export {
  createEmployeePageCache,
  EMPLOYEE_PAGE_CHANGED_CHANNEL,
  type EmployeePageCache,
  type EmployeePageParams,
  type KeptPage,
  listenForEmployeePageChanges,
} from './page-cache';
