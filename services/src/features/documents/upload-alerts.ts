import type { FastifyInstance } from 'fastify';
import type { LoanAttachment } from 'shared-rules';
import type { AuthUser } from '../../platform/auth/auth-user';
import { managesConditions } from '../conditions';
import { conditionsLink } from '../conditions';
import { alertCoveringAccountExecutives } from '../loans';
import { readSettingValue } from '../../platform/settings/setting-reader';

const SETTING_REASON =
  'You receive this email because the portal tells account executives of broker uploads by email (Administration, Settings, Documents).';

/**
 * After a broker's upload (to a folder or against a condition): the account executives covering
 * the loan's organisation hear of it at once in the portal, and by email when the `documents`
 * setting says so (or their own preferences do). Staff uploads tell no one.
 */
export async function alertAccountExecutivesOfUpload(
  app: FastifyInstance,
  user: AuthUser,
  attachment: LoanAttachment,
  /** The title of the condition the upload answered (from `recordConditionAnswer`), else null. */
  conditionTitle: string | null,
): Promise<string[]> {
  if (managesConditions(user)) return [];
  const { loanId } = attachment;
  const { notifyAccountExecutive } = await readSettingValue(app, 'documents');
  const uploaded = `${attachment.uploadedBy.name} uploaded ${attachment.title}`;
  return alertCoveringAccountExecutives(app, loanId, {
    message: (loanNumber) =>
      conditionTitle === null
        ? `${uploaded} to loan ${loanNumber}.`
        : `${uploaded} for the condition "${conditionTitle}" on loan ${loanNumber}.`,
    link: conditionTitle === null ? `/loan/${encodeURIComponent(loanId)}/documents` : conditionsLink(loanId),
    actorId: user.id,
    ...(notifyAccountExecutive ? { emailEveryoneBecause: SETTING_REASON } : {}),
  });
}
