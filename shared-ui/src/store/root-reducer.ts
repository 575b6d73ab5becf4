import { combineSlices } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { authSlice } from '../auth/auth-slice';
import { crumbLabelsSlice } from '../layout/crumb-labels-slice';

/**
 * Slices injected after start-up. A remote's slice file augments this interface:
 *
 * ```ts
 * declare module 'shared-ui' { interface LazyLoadedSlices extends WithSlice<typeof pipelineSlice> {} }
 * ```
 */
// biome-ignore lint/suspicious/noEmptyInterface: remotes add their slices to it by declaration merging.
export interface LazyLoadedSlices {}

/** The root reducer: the api cache, auth and breadcrumb names up front, every remote's slice injected lazily. */
export const rootReducer = combineSlices(api, authSlice, crumbLabelsSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
