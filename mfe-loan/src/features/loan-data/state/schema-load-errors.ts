import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { injectSlice } from 'shared-ui';

/** A failed load of field definitions: for which ids (sorted, joined) and what went wrong. */
export interface SchemaLoadFailure {
  idsKey: string;
  message: string;
}

/** The key that says which ids a load asked for, whatever their order. */
export function fieldIdsKey(ids: readonly string[]): string {
  return [...ids].sort().join(',');
}

/**
 * Whether the ids `idsKey` may be asked for again (spec: schema load errors are stored and block a
 * retry until the inputs change): always without a stored failure, and otherwise only once the
 * ids differ from those that failed.
 */
export function schemaRetryAllowed(failure: SchemaLoadFailure | undefined, idsKey: string): boolean {
  return failure === undefined || failure.idsKey !== idsKey;
}

/** Stored failures by page (`loanId/tab`), kept for the session so that leaving and reopening the tab does not ask again. */
const schemaLoadErrorsSlice = createSlice({
  name: 'loanDataSchemaErrors',
  initialState: {} as Record<string, SchemaLoadFailure>,
  reducers: {
    schemaLoadFailed(state, action: PayloadAction<{ scope: string } & SchemaLoadFailure>) {
      const { scope, idsKey, message } = action.payload;
      state[scope] = { idsKey, message };
    },
    schemaLoadSucceeded(state, action: PayloadAction<{ scope: string }>) {
      delete state[action.payload.scope];
    },
  },
  selectors: {
    selectSchemaLoadFailure: (state, scope: string): SchemaLoadFailure | undefined => state[scope],
  },
});

declare module 'shared-ui' {
  interface LazyLoadedSlices extends WithSlice<typeof schemaLoadErrorsSlice> {}
}

const injected = injectSlice(schemaLoadErrorsSlice);

export const { schemaLoadFailed, schemaLoadSucceeded } = schemaLoadErrorsSlice.actions;
export const { selectSchemaLoadFailure } = injected.selectors;
