import { ORGANIZATION_TEXTS, USER_ADMIN_TEXTS, USER_IMPORT_TEXTS } from 'shared-rules';
import { rolesOnly } from '../../../platform/access/declarations';
import { ApiError, fieldError } from '../../../platform/http/problem';

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

/**
 * The people administration: the lender's administrators and account executives, refused before
 * the input is read. A refused read (the users list) answers 403 too: there is nothing whose
 * existence to hide, and the page says who it is for.
 */
export const PEOPLE_MANAGERS = rolesOnly(['admin', 'account-executive'], {
  text: USER_ADMIN_TEXTS.externalUsersRefused,
  code: codeOf('externalUsersRefused'),
  readsForbidden: true,
});

export const peopleManagersOnly = { access: PEOPLE_MANAGERS };
