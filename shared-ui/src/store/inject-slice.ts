import type { Slice, SliceCaseReducers, SliceSelectors } from '@reduxjs/toolkit';
import { rootReducer } from './root-reducer';

/**
 * Injects a remote's slice into the portal's root reducer and returns the injected slice, typed
 * exactly as `slice.injectInto(rootReducer)` (its `selectors` read the root state and fall back
 * to the initial state until the first action reaches the slice). Call it at module scope in the
 * slice file, so the slice exists before the remote first renders, after augmenting
 * `LazyLoadedSlices` with `WithSlice<typeof slice>`.
 */
export function injectSlice<
  State,
  CaseReducers extends SliceCaseReducers<State>,
  Name extends string,
  ReducerPath extends string,
  Selectors extends SliceSelectors<State>,
>(slice: Slice<State, CaseReducers, Name, ReducerPath, Selectors>): ReturnType<typeof slice.injectInto<ReducerPath>> {
  // RTK does not export its `InjectedSlice` type; the instantiation expression names it, with the
  // slice's own reducer path (a bare `ReturnType` would widen it to `string` and untype the selectors).
  return slice.injectInto(rootReducer);
}
