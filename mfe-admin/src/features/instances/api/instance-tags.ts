/** The instances list's cache tag: every write to an instance reads the list again. */
export const INSTANCE_LIST_TAG = { type: 'Instance', id: 'LIST' } as const;
