import type { UserType } from 'shared-rules';
import { readStoredSetting, type SettingSource } from '../../settings/setting-reader';
import { effectiveSettingValue } from '../../settings/setting-rules';

const DAY_MS = 86_400_000;

export interface MfaRequirement {
  /** The `mfa-settings` setting requires two-step sign-in of this user's kind. */
  required: boolean;
  /** Required and not set up: the end of the grace period (counted from when the requirement began for the user). */
  setupDueBy: Date | null;
  /** Past that date: every page leads to the setup. */
  setupOverdue: boolean;
}

/**
 * Whether a user must set up two-step sign-in, and by when: `enforceTotp` for everyone or the
 * user's kind, `gracePeriodDays` after the later of the setting's save and the user's creation.
 */
export async function mfaRequirement(
  source: SettingSource,
  user: { userType: UserType; createdAt: Date; totpEnabledAt: Date | null },
  now: Date,
): Promise<MfaRequirement> {
  const stored = await readStoredSetting(source, 'mfa-settings');
  const settings = effectiveSettingValue('mfa-settings', stored?.value);
  const required = settings.enforceTotp && (settings.appliesTo === 'everyone' || settings.appliesTo === user.userType);
  if (!required || user.totpEnabledAt) return { required, setupDueBy: null, setupOverdue: false };
  const since = Math.max(stored?.updatedAt.getTime() ?? 0, user.createdAt.getTime());
  const setupDueBy = new Date(since + settings.gracePeriodDays * DAY_MS);
  return { required, setupDueBy, setupOverdue: now.getTime() >= setupDueBy.getTime() };
}
