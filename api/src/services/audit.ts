import type { Tx } from '../db/types';
import { insertAuditRecord, type AuditEntry } from '../db/repositories/audit';
import type { RequestContext } from './request-context';

/** What an audit record says happened; who, when and in which request come from the request's context. */
export type AuditFact = {
  action: string;
  entity: string;
  id: string | null;
  before?: unknown;
  after?: unknown;
};

/** The part of a request's context an audit record is made of. */
export type AuditContext = Pick<RequestContext, 'now' | 'requestId'> & { actor: { user: { id: string } } };

/** The audit record of a fact in a request. */
export function auditEntry(ctx: AuditContext, fact: AuditFact): AuditEntry {
  return {
    actorId: ctx.actor.user.id,
    action: fact.action,
    entity: fact.entity,
    entityId: fact.id,
    before: fact.before ?? null,
    after: fact.after ?? null,
    requestId: ctx.requestId,
    at: ctx.now,
  };
}

/** Records a write inside its transaction, so the record and the change land together or not at all. */
export async function recordAudit(tx: Tx, ctx: AuditContext, fact: AuditFact): Promise<void> {
  await insertAuditRecord(tx, auditEntry(ctx, fact));
}
