import { useState } from 'react';
import { type AdminUser, formatInstantDateTime } from 'shared-rules';
import { beginImpersonation, showErrorToast, showToast, useProfile } from 'shared-ui';
import { useStartImpersonationMutation } from '../api/start-impersonation';
import { portalNavigation } from '../state/portal-navigation';
import { useSendAdminUserPasswordLinkMutation } from '../api/send-password-link';
import { useUpdateAdminUserMutation } from '../api/update-admin-user';
import { userName } from '../state/user-labels';

/**
 * The row actions that need no form: enabling sign-in again (disabling is asked first: see
 * `DisableUserModal`), emailing a password link and starting an impersonation session.
 * `busyId` is the user being acted on.
 */
export function useUserActions() {
  const [update] = useUpdateAdminUserMutation();
  const [sendLink] = useSendAdminUserPasswordLinkMutation();
  const [startImpersonation] = useStartImpersonationMutation();
  const { profile } = useProfile();
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

  const impersonate = (user: AdminUser) =>
    act(user, async () => {
      try {
        const start = await startImpersonation(user.id).unwrap();
        const impersonatorName = profile ? `${profile.name.first} ${profile.name.last}` : 'an administrator';
        beginImpersonation(start, impersonatorName);
        // A full load: the portal starts over as the user, with their profile, menus and home page.
        portalNavigation.openHome();
      } catch (error) {
        showErrorToast(error, 'The impersonation session did not start');
      }
    });

  return { enableSignIn, sendPasswordLink, impersonate, busyId };
}
