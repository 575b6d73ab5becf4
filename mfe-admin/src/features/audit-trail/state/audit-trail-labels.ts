import { AUDIT_TRAIL_ENTITY_TYPES, type AuditTrailEntry, auditTrailEntityTypeLabel } from 'shared-rules';

/**
 * Who made the write, in words: the user, or, when an administrator acted as a user, both of
 * them ("Alex Morgan acting as Taylor Brooks"), so the trail never hides either identity.
 */
export function whoLabel(entry: Pick<AuditTrailEntry, 'actor' | 'impersonator'>): string {
  return entry.impersonator ? `${entry.impersonator.name} acting as ${entry.actor.name}` : entry.actor.name;
}

/** What the entry is about: its type and its name (or its id when it has none). */
export function entityLabel(entry: Pick<AuditTrailEntry, 'entityType' | 'entityId' | 'entityName'>): string {
  return `${auditTrailEntityTypeLabel(entry.entityType)}: ${entry.entityName ?? entry.entityId}`;
}

/** The entity-type filter's choices, by label. */
export const ENTITY_TYPE_OPTIONS = AUDIT_TRAIL_ENTITY_TYPES.map((type) => ({ value: type, label: auditTrailEntityTypeLabel(type) })).sort(
  (left, right) => left.label.localeCompare(right.label),
);
