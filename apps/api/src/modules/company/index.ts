/** Companies: registration, approval (user approval settles a company's with it) and the company row others read. */
export { decideCompanyIn } from './decide-company';
export { findCompany, isSandboxCompany } from './repository';
export { companyRoutes } from './routes';
