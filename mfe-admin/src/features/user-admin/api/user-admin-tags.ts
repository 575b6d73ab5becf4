/**
 * The users list's cache tag. A write invalidates the whole `User` type: the list, and the
 * organisation contact lists other pages read (`getExternalUsersSummary`), show the change.
 */
export const ADMIN_USER_LIST_TAG = { type: 'User', id: 'admin-list' } as const;
export const USER_WRITE_TAGS = ['User'] as const;
