import type { FastifyInstance } from 'fastify';
import { ORGANIZATION_TEXTS, USER_ADMIN_TEXTS, USER_IMPORT_TEXTS } from 'shared-rules';
import type { AuthUser } from '../auth/auth-user';
import type { RouteAccess } from '../access/route-access';
import { ApiError, fieldError } from '../http/problem';

/** `lastAdministrator` → `last-administrator`: a refusal's problem code is its text's key. */
const codeOf = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function refusalFrom<T extends Record<string, string>>(texts: T) {
  return (status: number, key: keyof T & string, field?: string): ApiError =>
    field ? fieldError(status, codeOf(key), field, texts[key]) : new ApiError(status, codeOf(key), texts[key]);
}

/** A refusal of a user write, under its field when it names one. */
export const userRefusal = refusalFrom(USER_ADMIN_TEXTS);
/** A refusal of an organisation write, under its field when it names one. */
export const organizationRefusal = refusalFrom(ORGANIZATION_TEXTS);
/** A refusal of a whole import file (422, under `body.csv`). */
export const importRefusal = (key: keyof typeof USER_IMPORT_TEXTS) => refusalFrom(USER_IMPORT_TEXTS)(422, key, 'body.csv');

/** Writes of the administration: the lender's administrators and account executives (403 before the body is read). */
export const peopleManagersOnly: { access: RouteAccess } = {
  access: {
    roles: ['admin', 'account-executive'],
    refusal: USER_ADMIN_TEXTS.externalUsersRefused,
    code: codeOf('externalUsersRefused'),
  },
};

/**
 * The list's check. Declared access answers a refused read with 404; this page's message is a
 * 403 instead, since there is nothing whose existence to hide.
 */
export function assertPeopleManager(app: FastifyInstance, user: AuthUser): void {
  if (!app.access.isAdmin(user) && !app.access.isAccountExecutive(user)) throw userRefusal(403, 'externalUsersRefused');
}
