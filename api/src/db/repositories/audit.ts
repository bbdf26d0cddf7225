import type { DbOrTx } from '../types';
import { auditLog } from '../schema/audit';

export type AuditEntry = {
  actorId: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  requestId: string | null;
  at: Date;
};

/** Inserts an audit record; services write them through `recordAudit` (services/audit.ts). */
export async function insertAuditRecord(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}
