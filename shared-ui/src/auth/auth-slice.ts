import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccessSession } from 'shared-rules';

/** The signed-in session: the access token, in memory only (the refresh token is an HttpOnly cookie). */
export interface AuthState {
  session: AccessSession | null;
}

const initialState: AuthState = { session: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<AccessSession>) {
      state.session = action.payload;
    },
    /** A refresh gave a new access token (and rotated the cookie's refresh token). */
    tokensRefreshed(state, action: PayloadAction<AccessSession>) {
      state.session = action.payload;
    },
    signedOut(state) {
      state.session = null;
    },
    /** Services refused the refresh token: the user must sign in again. */
    sessionExpired(state) {
      state.session = null;
    },
  },
  selectors: {
    selectSession: (state) => state.session,
    selectIsSignedIn: (state) => state.session !== null,
  },
});

export const { signedIn, tokensRefreshed, signedOut, sessionExpired } = authSlice.actions;
export const { selectSession, selectIsSignedIn } = authSlice.selectors;
