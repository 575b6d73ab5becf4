import { WEBHOOK_TEXTS } from 'shared-rules';
import { adminsOnly } from '../../platform/access/declarations';
import type { RouteAccess } from '../../platform/access/route-access';

/**
 * Every webhook route: administrators only. Refused reads answer 403 too: the webhooks page is an
 * administration page of its own, with no record whose existence a 404 would hide.
 */
export const WEBHOOK_ADMINS: { access: RouteAccess } = {
  access: adminsOnly({ text: WEBHOOK_TEXTS.adminsOnly, code: 'webhooks-admins-only', readsForbidden: true }),
};
