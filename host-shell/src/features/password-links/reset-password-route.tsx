import { useNavigate } from 'react-router-dom';
import { useSignOut } from '../auth/use-sign-out';
import { replaceWithSignIn, SIGN_IN_PATH } from '../login/sign-in-address';
import { ResetPasswordPage } from './reset-password-page';

/**
 * The reset-password page opened while signed in (a link from an email, another person's at a
 * shared computer). Once the password is set, this browser's sign-in ends and the sign-in page
 * opens, so that the link's account signs in with it.
 */
export default function ResetPasswordRoute() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  function openSignIn(notice?: string) {
    if (!notice) {
      void navigate(SIGN_IN_PATH);
      return;
    }
    // The sign-in page's address and message are in place before signing out, which shows it.
    replaceWithSignIn(notice);
    void signOut();
  }
  return <ResetPasswordPage onOpenSignIn={openSignIn} />;
}
