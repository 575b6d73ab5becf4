import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Readable names for record paths in the breadcrumbs. The host only sees `/loan/3f2a…`; the remote
 * that loaded the record knows it is "Loan 260001001" and says so here.
 */
export interface CrumbLabelsState {
  byPath: Record<string, string>;
}

const initialState: CrumbLabelsState = { byPath: {} };

export const crumbLabelsSlice = createSlice({
  name: 'crumbLabels',
  initialState,
  reducers: {
    /** Names the page at `path` (no trailing slash, e.g. `/loan/abc`). */
    crumbLabelSet(state, action: PayloadAction<{ path: string; label: string }>) {
      state.byPath[action.payload.path] = action.payload.label;
    },
  },
  selectors: {
    selectCrumbLabels: (state) => state.byPath,
  },
});

export const { crumbLabelSet } = crumbLabelsSlice.actions;
export const { selectCrumbLabels } = crumbLabelsSlice.selectors;
