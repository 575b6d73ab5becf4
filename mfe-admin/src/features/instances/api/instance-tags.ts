/** The instances list's cache tag: every write to an instance reads the list again (and whether moving is on). */
export const INSTANCE_LIST_TAG = { type: 'Instance', id: 'LIST' } as const;

/** Whether users can move between instances: read again after every write to the shared secret. */
export const INSTANCE_SYNC_TAG = { type: 'Instance', id: 'SYNC' } as const;
