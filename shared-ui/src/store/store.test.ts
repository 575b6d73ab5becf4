import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { signedIn, signedOut } from '../auth/auth-slice';
import { crumbLabelSet, selectCrumbLabels } from '../layout/crumb-labels-slice';
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
  selectors: {
    selectQuery: (state) => state.query,
    selectQueryLongerThan: (state, length: number) => state.query.length > length,
  },
});

declare module './root-reducer' {
  interface LazyLoadedSlices extends WithSlice<typeof filtersSlice> {}
}

describe('portal store', () => {
  it('starts with the api cache, auth and breadcrumb names, and no lazy slice', () => {
    const state = makeStore().getState();
    expect(Object.keys(state).sort()).toEqual(['api', 'auth', 'crumbLabels']);
    expect(state.auth.session).toBeNull();
  });

  it('accepts a preloaded session', () => {
    const session = { access: { token: 't', expires: '2030-01-01T00:00:00Z' } };
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

  it("keeps the slice's selector types (checked by tsc)", () => {
    const store = makeStore();
    const { selectQuery, selectQueryLongerThan } = injectSlice(filtersSlice).selectors;
    const query: string = selectQuery(store.getState());
    const longer: boolean = selectQueryLongerThan(store.getState(), 3);
    // @ts-expect-error a selector returns its own type, not any
    const wrong: number = selectQuery(store.getState());
    // @ts-expect-error extra selector arguments keep their types
    selectQueryLongerThan(store.getState(), 'three');
    // @ts-expect-error selectors take the root state, not anything
    selectQuery(42);
    expect([query, longer, wrong]).toEqual(['', false, '']);
  });

  it('signs in and out', () => {
    const store = makeStore();
    store.dispatch(signedIn({ access: { token: 't', expires: '2030-01-01T00:00:00Z' } }));
    expect(store.getState().auth.session?.access.token).toBe('t');
    store.dispatch(signedOut());
    expect(store.getState().auth.session).toBeNull();
  });
});

describe('breadcrumb names', () => {
  it('keeps the label a remote gives a record path', () => {
    const store = makeStore();
    store.dispatch(crumbLabelSet({ path: '/loan/abc', label: 'Loan 260001001' }));
    expect(selectCrumbLabels(store.getState())).toEqual({ '/loan/abc': 'Loan 260001001' });
  });
});
