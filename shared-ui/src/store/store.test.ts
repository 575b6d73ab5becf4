import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { signedIn, signedOut } from '../auth/auth-slice';
import { injectSlice } from './inject-slice';
import { makeStore } from './store';

const filtersSlice = createSlice({
  name: 'testFilters',
  initialState: { query: '' },
  reducers: {
    queryChanged(state, action: { payload: string }) {
      state.query = action.payload;
    },
  },
  selectors: { selectQuery: (state) => state.query },
});

declare module './root-reducer' {
  interface LazyLoadedSlices extends WithSlice<typeof filtersSlice> {}
}

describe('portal store', () => {
  it('starts with the api cache and auth, and no lazy slice', () => {
    const state = makeStore().getState();
    expect(Object.keys(state).sort()).toEqual(['api', 'auth']);
    expect(state.auth.session).toBeNull();
  });

  it('accepts a preloaded session', () => {
    const session = { access: { token: 't', expires: '2030-01-01T00:00:00Z' }, refresh: 'r' };
    expect(makeStore({ auth: { session } }).getState().auth.session).toEqual(session);
  });

  it('lets a remote inject a slice into an existing store', () => {
    const store = makeStore();
    const injected = injectSlice(filtersSlice);
    expect(injected.selectors.selectQuery(store.getState())).toBe('');
    store.dispatch(filtersSlice.actions.queryChanged('smith'));
    expect(injected.selectors.selectQuery(store.getState())).toBe('smith');
    expect(store.getState().testFilters).toEqual({ query: 'smith' });
  });

  it('signs in and out', () => {
    const store = makeStore();
    store.dispatch(signedIn({ access: { token: 't', expires: '2030-01-01T00:00:00Z' }, refresh: 'r' }));
    expect(store.getState().auth.session?.access.token).toBe('t');
    store.dispatch(signedOut());
    expect(store.getState().auth.session).toBeNull();
  });
});
