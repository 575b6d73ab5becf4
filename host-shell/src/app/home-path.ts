import type { Roles } from 'shared-ui';

/** Where "/" leads: brokers to their pipeline, account executives to theirs, administrators to /admin. */
export function homePathFor(roles: Roles): string {
  if (roles.isExternal) return '/pipeline';
  if (roles.isAccountExecutive) return '/ae-pipeline';
  if (roles.isAdmin) return '/admin';
  return '/pipeline';
}
