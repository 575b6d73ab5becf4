import { linkTo, type Roles } from 'shared-ui';

/** Where "/" leads: brokers to their pipeline, account executives to theirs, administrators to /admin. */
export function homePathFor(roles: Roles): string {
  if (roles.isExternal) return linkTo('pipeline');
  if (roles.isAccountExecutive) return linkTo('aePipeline');
  if (roles.isAdmin) return linkTo('admin');
  return linkTo('pipeline');
}
