import { type AdminUser, PERSONA } from 'shared-rules';

export interface PrimaryAeChoice {
  value: string;
  label: string;
}

export function staffName(user: AdminUser): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/** Whether services accept `user` as a primary account executive: an account executive who can sign in. */
function canBePrimaryAe(user: AdminUser): boolean {
  return user.personas.includes(PERSONA.accountExecutive) && !user.disabledLogin;
}

/**
 * The primary account executive choices, by name. The company's `current` one stays a choice even
 * when it could not be chosen now (disabled, or no longer an account executive), labelled so, so
 * that the field shows who it is rather than looking empty.
 */
export function primaryAeChoices(staff: readonly AdminUser[], current: string | null): PrimaryAeChoice[] {
  const choices = staff.filter(canBePrimaryAe).map((user) => ({ value: user.id, label: staffName(user) }));
  if (current !== null && !choices.some((choice) => choice.value === current)) {
    const user = staff.find((candidate) => candidate.id === current);
    choices.push({ value: current, label: `${user ? staffName(user) : 'Unknown user'} (cannot be chosen again)` });
  }
  return choices.sort((a, b) => a.label.localeCompare(b.label));
}

/** Staff names by id, for the companies table. */
export function staffNamesById(staff: readonly AdminUser[]): ReadonlyMap<string, string> {
  return new Map(staff.map((user) => [user.id, staffName(user)]));
}
