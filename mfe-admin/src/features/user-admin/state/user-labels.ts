import { type AdminUser, PERSONA_LABELS, ROLE_TYPE_LABELS, type UserStatus, type UserType } from 'shared-rules';

export const USER_TYPE_LABELS: Record<UserType, string> = { internal: 'Lender staff', external: 'External' };
export const USER_STATUS_LABELS: Record<UserStatus, string> = { active: 'Active', disabled: 'Disabled' };

/** "First Last", or the email address for a user saved without a name. */
export function userName(user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/** What the user may do: an external user's roles, a staff member's personas. */
export function userRolesLabel(user: Pick<AdminUser, 'userType' | 'roleTypes' | 'personas'>): string {
  const labels =
    user.userType === 'external'
      ? user.roleTypes.map((role) => ROLE_TYPE_LABELS[role])
      : user.personas.map((persona) => PERSONA_LABELS[persona] ?? `Persona ${persona}`);
  return labels.length > 0 ? labels.join(', ') : 'None';
}

/** "1 user", "1,204 users". */
export const userCountLabel = (count: number): string => (count === 1 ? '1 user' : `${count.toLocaleString('en-US')} users`);
