/** The cache key of a record's audit trail (AuditTrailPanel), refreshed after a change made on the same screen. */
export const auditKey = (resource: string, id: string | number) => ['record-audit', resource, String(id)];
