import '@mantine/core/styles.css';
import { PortalMantineProvider } from 'shared-ui';
import { replaceWithSignIn, SIGN_IN_PATH } from '../login/sign-in-address';
import { ResetPasswordPage } from './reset-password-page';

export interface SignedOutResetPasswordProps {
  /** Shows the sign-in page, whose address is in the bar by then. */
  onSignInAddressed: () => void;
}

/**
 * The reset-password page for a visitor who is not signed in. The portal (and its Mantine) is not
 * loaded before sign-in, so this chunk brings what the page needs.
 */
export default function SignedOutResetPassword({ onSignInAddressed }: SignedOutResetPasswordProps) {
  function openSignIn(notice?: string) {
    // Done with a password set: the sign-in page takes this page's place in the history.
    if (notice) replaceWithSignIn(notice);
    else window.history.pushState(null, '', SIGN_IN_PATH);
    onSignInAddressed();
  }
  return (
    <PortalMantineProvider>
      <ResetPasswordPage onOpenSignIn={openSignIn} />
    </PortalMantineProvider>
  );
}
