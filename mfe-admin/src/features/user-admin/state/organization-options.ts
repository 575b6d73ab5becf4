import type { Organization } from 'shared-rules';

export interface OrganizationOption {
  value: string;
  label: string;
}

/**
 * The organisations a picker offers, by name. `current` (the edited user's organisation) is kept
 * even when the list does not hold it, so the picker never shows a bare id.
 */
export function organizationOptions(
  organizations: readonly Organization[] | undefined,
  current: { id: string; name: string } | null = null,
): OrganizationOption[] {
  const options = (organizations ?? []).map(({ summary }) => ({ value: summary.id, label: summary.organizationName }));
  if (current && !options.some((option) => option.value === current.id)) options.push({ value: current.id, label: current.name });
  return options.sort((left, right) => left.label.localeCompare(right.label, 'en-US'));
}
