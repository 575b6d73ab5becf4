import type { Organization } from 'shared-rules';

/** The organisation picker's value for a lender-wide rule set (no organisation id can be `*`). */
export const ALL_ORGANIZATIONS = '*';
export const ALL_ORGANIZATIONS_LABEL = 'All organizations';

/** The name of an organisation (null: every organisation), or its id while the list is not read. */
export function organizationLabel(organizations: readonly Organization[] | undefined, id: string | null): string {
  if (id === null) return ALL_ORGANIZATIONS_LABEL;
  return organizations?.find((organization) => organization.summary.id === id)?.summary.organizationName ?? id;
}

/** Options of the organisation picker: all organisations first, then each by name. */
export function organizationOptions(organizations: readonly Organization[] | undefined, current: string | null) {
  const options = [...(organizations ?? [])]
    .map((organization) => ({ value: organization.summary.id, label: organization.summary.organizationName }))
    .sort((a, b) => a.label.localeCompare(b.label));
  // A stored organisation the list does not hold (not read yet, or out of reach) stays choosable.
  if (current !== null && !options.some((option) => option.value === current)) options.push({ value: current, label: current });
  return [{ value: ALL_ORGANIZATIONS, label: ALL_ORGANIZATIONS_LABEL }, ...options];
}
