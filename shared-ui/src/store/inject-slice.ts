import type { Slice, SliceCaseReducers, SliceSelectors } from '@reduxjs/toolkit';
import { rootReducer } from './root-reducer';

/**
 * Injects a remote's slice into the root reducer and returns the injected slice (its
 * `selectors` read the slice's initial state until the first action reaches it). Call it at
 * module scope in the slice file, so the slice exists before the remote first renders.
 * The same as `slice.injectInto(rootReducer)`.
 */
export function injectSlice<
  State,
  CaseReducers extends SliceCaseReducers<State>,
  Name extends string,
  ReducerPath extends string,
  Selectors extends SliceSelectors<State>,
>(slice: Slice<State, CaseReducers, Name, ReducerPath, Selectors>) {
  return slice.injectInto(rootReducer);
}
