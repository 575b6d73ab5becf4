import { act } from '@testing-library/react';
import { SIGN_IN_REFUSAL_TEXTS } from 'shared-rules';
import { createBus, getBus, selectSession, setBus } from 'shared-ui';
import { renderWithProviders, signedInStore } from 'shared-ui/testing';
import { signInNotice } from '../login/sign-in-address';
import { useSessionEnded } from './use-session-ended';

function Listener() {
  useSessionEnded();
  return null;
}

beforeEach(() => setBus(createBus()));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('a sign-in the services end', () => {
  it('signs this tab out at once and leaves the reason for the sign-in page', () => {
    window.history.replaceState(null, '', '/pipeline');
    const store = signedInStore();
    renderWithProviders(<Listener />, { store });
    const signedOut: string[] = [];
    getBus().subscribe('auth:signed-out', ({ reason }) => signedOut.push(reason));

    act(() => getBus().emit('socket:session-ended', { code: 'company-disabled', detail: SIGN_IN_REFUSAL_TEXTS['company-disabled'] }));

    expect(selectSession(store.getState())).toBeNull();
    expect(window.location.pathname).toBe('/login');
    expect(signInNotice()).toBe(SIGN_IN_REFUSAL_TEXTS['company-disabled']);
    expect(signedOut).toEqual(['session-expired']);
  });
});
