import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { asStaff } from '@/access/user-kinds'
import type { AUDITED_COLLECTIONS } from '@/collections/AuditLog'

type AuditedCollection = (typeof AUDITED_COLLECTIONS)[number]
type Changes = Record<string, { from: unknown; to: unknown }>

const IGNORED_FIELDS = new Set(['updatedAt', 'createdAt'])

/** The top-level fields whose values differ, compared by their stored (id, not object) form. */
export function changedFields(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
): Changes {
  const changes: Changes = {}
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after)])
  for (const key of keys) {
    if (IGNORED_FIELDS.has(key)) continue
    const from = storedForm(before?.[key])
    const to = storedForm(after[key])
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from, to }
  }
  return changes
}

function storedForm(value: unknown): unknown {
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: unknown }).id
  return value ?? null
}

async function record(
  req: PayloadRequest,
  entry: {
    action: 'create' | 'update' | 'delete'
    collection: AuditedCollection
    id: string | number
    changes?: Changes
    summary?: string
  },
) {
  const staff = asStaff(req.user)
  if (!staff) return
  const fields = Object.keys(entry.changes ?? {})
  const status = entry.changes?.status
  const payment = entry.changes?.payment_status
  const summary =
    entry.summary ??
    (entry.action === 'update' && status
      ? `status ${String(status.from)} → ${String(status.to)}`
      : entry.action === 'update' && payment
        ? `payment ${String(payment.from)} → ${String(payment.to)}`
        : `${entry.action}d ${entry.collection} ${entry.id}${fields.length && entry.action === 'update' ? `: ${fields.join(', ')}` : ''}`)
  await req.payload.create({
    collection: 'audit-log',
    data: {
      actor: staff.id,
      actor_email: staff.email,
      action: entry.action,
      target_collection: entry.collection,
      target_id: String(entry.id),
      summary: summary.slice(0, 300),
      changes: entry.changes ?? null,
    },
    // Same request, same transaction: the change and its entry are stored together or not at all.
    req,
    overrideAccess: true,
  })
}

/**
 * Audit hooks for a collection: every create, update and delete by a staff account; `describe`
 * words a created record's entry (its relations as ids) where the generic one would say little.
 */
export function auditStaffChanges(
  collection: AuditedCollection,
  describe?: (doc: Record<string, unknown>) => string,
): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  return {
    afterChange: async ({ doc, previousDoc, operation, req }) => {
      const changes = changedFields(operation === 'create' ? undefined : previousDoc, doc)
      if (operation === 'update' && Object.keys(changes).length === 0) return doc
      const summary =
        operation === 'create' && describe
          ? describe(
              Object.fromEntries(
                Object.entries(doc).map(([key, value]) => [key, storedForm(value)]),
              ),
            )
          : undefined
      await record(req, { action: operation, collection, id: doc.id, changes, summary })
      return doc
    },
    afterDelete: async ({ doc, req }) => {
      await record(req, { action: 'delete', collection, id: doc.id })
      return doc
    },
  }
}
