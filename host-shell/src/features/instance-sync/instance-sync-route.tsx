import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AccessSession } from 'shared-rules';
import { endSession, handOverSession, signedIn, useAppDispatch } from 'shared-ui';
import { InstanceSyncPage } from './instance-sync-page';

/**
 * /instance-sync opened while signed in here (Open on this same instance, or a colleague's
 * sign-in at a shared computer): the link's user takes this browser's place. The current sign-in
 * is ended on the server before the link is exchanged (the exchange replaces the session cookie,
 * after which the old sign-in could not be reached to end it), then the portal loads afresh at the
 * home page, so nothing read for the previous user (profile, lists, live rooms) is shown to the new one.
 */
export default function InstanceSyncRoute() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const endCurrentSignIn = useCallback(() => endSession(), []);
  const replaceSession = useCallback(
    (session: AccessSession) => {
      handOverSession(session);
      dispatch(signedIn(session));
      window.location.replace('/');
    },
    [dispatch],
  );
  return (
    <InstanceSyncPage
      beforeExchange={endCurrentSignIn}
      onSignedIn={replaceSession}
      onOpenSignIn={() => void navigate('/', { replace: true })}
    />
  );
}
