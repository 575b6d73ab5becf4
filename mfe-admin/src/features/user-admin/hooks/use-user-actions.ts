import { useState } from 'react';
import { type AdminUser, formatInstantDateTime } from 'shared-rules';
import { showErrorToast, showToast } from 'shared-ui';
import { useSendAdminUserPasswordLinkMutation } from '../api/send-password-link';
import { useUpdateAdminUserMutation } from '../api/update-admin-user';
import { userName } from '../state/user-labels';

/**
 * The row actions that need no form: enabling sign-in again (disabling is asked first: see
 * `DisableUserModal`) and emailing a password link. `busyId` is the user being acted on.
 */
export function useUserActions() {
  const [update] = useUpdateAdminUserMutation();
  const [sendLink] = useSendAdminUserPasswordLinkMutation();
  const [busyId, setBusyId] = useState<string | null>(null);

  const act = async (user: AdminUser, action: () => Promise<void>) => {
    setBusyId(user.id);
    try {
      await action();
    } finally {
      setBusyId(null);
    }
  };

  const enableSignIn = (user: AdminUser) =>
    act(user, async () => {
      try {
        await update({ id: user.id, change: { disabledLogin: false } }).unwrap();
        showToast('success', 'Sign-in enabled', `${userName(user)} can sign in again.`);
      } catch (error) {
        showErrorToast(error, 'Sign-in was not enabled');
      }
    });

  const sendPasswordLink = (user: AdminUser) =>
    act(user, async () => {
      try {
        const sent = await sendLink(user.id).unwrap();
        const until = formatInstantDateTime(sent.expiresAt);
        showToast(
          'success',
          `Password link sent to ${sent.sentTo}`,
          until ? `The link works until ${until}.` : 'The link works for a limited time.',
        );
      } catch (error) {
        showErrorToast(error, 'The password link was not sent');
      }
    });

  return { enableSignIn, sendPasswordLink, busyId };
}
