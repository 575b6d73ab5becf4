import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TokenPair } from 'shared-rules';

/** The signed-in session: the token pair as services issued it. */
export interface AuthState {
  session: TokenPair | null;
}

const initialState: AuthState = { session: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<TokenPair>) {
      state.session = action.payload;
    },
    /** A refresh rotated the pair; the old refresh token is no longer valid. */
    tokensRefreshed(state, action: PayloadAction<TokenPair>) {
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
