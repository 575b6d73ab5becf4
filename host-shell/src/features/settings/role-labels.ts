import { PERSONA, type Profile, type RoleType } from 'shared-rules';

const ROLE_TYPE_LABELS: Record<RoleType, string> = { lo: 'Loan Officer', lp: 'Loan Processor' };
const PERSONA_LABELS: Record<string, string> = {
  [PERSONA.superAdministrator]: 'Super Administrator',
  [PERSONA.administrator]: 'Administrator',
  [PERSONA.accountExecutive]: 'Account Executive',
  [PERSONA.externalUser]: 'External User',
};

/** Human names of the user's roles: role types for external users, personas for everyone. */
export function roleLabelsOf(profile: Profile): string[] {
  const labels = (profile.tpoUser?.roleTypes ?? []).map((role) => ROLE_TYPE_LABELS[role]);
  for (const persona of profile.personas) {
    const label = PERSONA_LABELS[persona.entityId];
    if (label && !labels.includes(label)) labels.push(label);
  }
  return labels;
}
