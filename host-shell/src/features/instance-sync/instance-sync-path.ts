import type { INSTANCE_SYNC_PATH } from 'shared-rules';

// Read by the signed-out pages, which paint before any shared module has loaded: spelled out
// here, and kept equal to the contract's INSTANCE_SYNC_PATH by its type.
export const INSTANCE_SYNC_PAGE_PATH: typeof INSTANCE_SYNC_PATH = '/instance-sync';
