import { type AdminUser, type OrganizationCoverage, PERSONA } from 'shared-rules';
import { staffName } from './primary-ae-choices';

export interface CoverageChoice {
  value: string;
  label: string;
  /** The primary account executive always covers the company: it cannot be taken off. */
  disabled?: boolean;
}

/**
 * The account executives who may cover a company, by name: every staff member holding the
 * account executive persona, and whoever covers it now (so a current choice never shows as a bare
 * id). The primary account executive is marked and cannot be removed.
 */
export function coverageChoices(staff: readonly AdminUser[], coverage: OrganizationCoverage): CoverageChoice[] {
  const choices = new Map<string, CoverageChoice>();
  for (const user of staff) {
    if (!user.personas.includes(PERSONA.accountExecutive)) continue;
    choices.set(user.id, { value: user.id, label: user.disabledLogin ? `${staffName(user)} (cannot sign in)` : staffName(user) });
  }
  for (const ae of coverage.aes) {
    const label = ae.primary ? `${ae.name} (primary)` : (choices.get(ae.id)?.label ?? ae.name);
    choices.set(ae.id, { value: ae.id, label, ...(ae.primary ? { disabled: true } : {}) });
  }
  return [...choices.values()].sort((a, b) => a.label.localeCompare(b.label, 'en-US'));
}
