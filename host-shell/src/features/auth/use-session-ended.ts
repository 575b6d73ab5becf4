import { getBus, sessionExpired, useAppDispatch, useBusEvent } from 'shared-ui';
import { replaceWithSignIn } from '../login/sign-in-address';

/**
 * The services ended this user's sign-in (their account was disabled, or their company set
 * Inactive) and said why on the socket before closing it: the portal goes to the sign-in page at
 * once, which shows that reason, instead of failing on the next request.
 */
export function useSessionEnded(): void {
  const dispatch = useAppDispatch();
  useBusEvent('socket:session-ended', ({ detail }) => {
    replaceWithSignIn(detail);
    getBus().emit('auth:signed-out', { reason: 'session-expired' });
    dispatch(sessionExpired());
  });
}
