/** The audit log: accounts, user administration, companies and codes record their changes here. */
export { insertAudit } from './insert-audit';
