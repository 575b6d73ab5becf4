import type { Organization } from 'shared-rules';

/** Organisations in alphabetical order of name, as every broker list shows them. */
export function sortByOrganizationName(orgs: readonly Organization[] = []): Organization[] {
  return [...orgs].sort((a, b) => a.summary.organizationName.localeCompare(b.summary.organizationName));
}
