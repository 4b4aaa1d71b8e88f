// The types of audit-log.js, which scripts/build-worker-modules.mjs bundles from this source.
export { AuditBody, auditLog } from '../audit/audit-log';
