import '@mantine/core/styles.css';
import { useCallback } from 'react';
import type { AccessSession } from 'shared-rules';
import { PortalMantineProvider } from 'shared-ui';
import { handOverSession } from 'shared-ui/session';
import { SIGN_IN_PATH } from '../login/sign-in-address';
import { InstanceSyncPage } from './instance-sync-page';

export interface SignedOutInstanceSyncProps {
  /** The pair is stored and the address is home: show the portal. */
  onSignedIn: () => void;
  /** Shows the sign-in page, whose address is in the bar by then. */
  onSignInAddressed: () => void;
}

/** /instance-sync for a visitor not signed in here: keeps the session as signing in does, then opens the home page. */
export default function SignedOutInstanceSync({ onSignedIn, onSignInAddressed }: SignedOutInstanceSyncProps) {
  const signedIn = useCallback(
    (session: AccessSession) => {
      handOverSession(session);
      // The sync page is done: Back does not return to it.
      window.history.replaceState(null, '', '/');
      onSignedIn();
    },
    [onSignedIn],
  );
  return (
    <PortalMantineProvider>
      <InstanceSyncPage
        onSignedIn={signedIn}
        onOpenSignIn={() => {
          window.history.pushState(null, '', SIGN_IN_PATH);
          onSignInAddressed();
        }}
      />
    </PortalMantineProvider>
  );
}
