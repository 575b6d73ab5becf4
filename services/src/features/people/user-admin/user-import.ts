import Papa from 'papaparse';
import {
  PHONE_INVALID,
  PHONE_PATTERN,
  PROFILE_NAME_MAX_LENGTH,
  PROFILE_PHONE_MAX_LENGTH,
  type RoleType,
  USER_ADMIN_TEXTS,
  USER_IMPORT_COLUMNS,
  USER_IMPORT_MAX_ROWS,
  USER_IMPORT_REQUIRED_COLUMNS,
  USER_IMPORT_TEXTS,
  isEmailShaped,
  normaliseEmail,
} from 'shared-rules';
import type { OrgReach } from '../../../platform/access/access-control';
import { reaches } from './admin-users';
import { importRefusal } from './user-access';

type ImportColumn = (typeof USER_IMPORT_COLUMNS)[number];

/** One data row of the file, its cells trimmed; `line` counts from the header (line 1), as a spreadsheet numbers rows. */
export interface ImportedRow {
  line: number;
  cells: Record<ImportColumn, string>;
}

/** A row as it would be stored, when nothing refuses it. */
export interface ImportedUser {
  firstName: string;
  lastName: string;
  email: string;
  organizationId: string;
  roleTypes: RoleType[];
  phone: string;
  cell: string;
  encompassId: string | null;
}

export interface CheckedRow {
  line: number;
  email: string;
  name: string;
  reasons: string[];
  user: ImportedUser;
}

/** What the rows are checked against, read from the database for the file's values. */
export interface ImportLookups {
  reach: OrgReach;
  existingOrganizationIds: ReadonlySet<string>;
  takenEmails: ReadonlySet<string>;
  takenEncompassIds: ReadonlySet<string>;
}

// Refusals the contract has no sentence for; said the way its own are.
const NAME_TOO_LONG = `A name has at most ${PROFILE_NAME_MAX_LENGTH} characters.`;
const ENCOMPASS_ID_INVALID = 'An Encompass id has at most 64 letters, digits and . _ @ - characters.';
const ENCOMPASS_ID_PATTERN = /^[A-Za-z0-9_.@-]{1,64}$/;
const PHONE = new RegExp(PHONE_PATTERN);

/** Roles as a file writes them, spaces and case aside. */
const ROLES = new Map<string, RoleType[]>([
  ['lo', ['lo']],
  ['lp', ['lp']],
  ['lo;lp', ['lo', 'lp']],
  ['lp;lo', ['lo', 'lp']],
  ['both', ['lo', 'lp']],
]);

const headerKey = (header: string) => header.toLowerCase().replace(/\s+/g, '');

/**
 * The file's data rows by column (a header row first, its names matched without case or spaces;
 * other columns are ignored). Refuses (422) a file that is not CSV, lacks a required column, has
 * no rows, or too many. Commas separate cells: "lo;lp" stays one cell.
 */
export function readImportFile(csv: string): ImportedRow[] {
  if (csv.includes('\u0000')) throw importRefusal('unreadable');
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { delimiter: ',', skipEmptyLines: false });
  if (parsed.errors.some((error) => error.type === 'Quotes') || parsed.data.length === 0) throw importRefusal('unreadable');
  const [header, ...records] = parsed.data;
  const positions = new Map<ImportColumn, number>();
  for (const column of USER_IMPORT_COLUMNS) {
    const position = header.findIndex((cell) => headerKey(cell) === headerKey(column));
    if (position >= 0) positions.set(column, position);
  }
  if (USER_IMPORT_REQUIRED_COLUMNS.some((column) => !positions.has(column))) throw importRefusal('missingColumns');

  const rows: ImportedRow[] = [];
  records.forEach((record, index) => {
    if (record.every((cell) => cell.trim() === '')) return;
    const cells = Object.fromEntries(
      USER_IMPORT_COLUMNS.map((column) => [column, (record[positions.get(column) ?? -1] ?? '').trim()]),
    ) as Record<ImportColumn, string>;
    rows.push({ line: index + 2, cells });
  });
  if (rows.length === 0) throw importRefusal('noRows');
  if (rows.length > USER_IMPORT_MAX_ROWS) throw importRefusal('tooManyRows');
  return rows;
}

/** Values that occur more than once in the list. */
function repeated(values: string[]): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const value of values) (seen.has(value) ? twice : seen).add(value);
  return twice;
}

/** The reasons one row is refused, one sentence each, in the order of the columns. */
function rowReasons(
  user: ImportedUser,
  rolesCell: string,
  lookups: ImportLookups,
  inFileTwice: { emails: Set<string>; encompassIds: Set<string> },
) {
  const reasons: string[] = [];
  if (user.firstName === '' || user.lastName === '') reasons.push(USER_ADMIN_TEXTS.nameRequired);
  if (user.firstName.length > PROFILE_NAME_MAX_LENGTH || user.lastName.length > PROFILE_NAME_MAX_LENGTH) reasons.push(NAME_TOO_LONG);
  if (!isEmailShaped(user.email)) reasons.push(USER_ADMIN_TEXTS.emailInvalid);
  else if (inFileTwice.emails.has(user.email)) reasons.push(USER_IMPORT_TEXTS.duplicateInFile);
  else if (lookups.takenEmails.has(user.email)) reasons.push(USER_ADMIN_TEXTS.emailTaken);
  // Coverage first: an account executive learns nothing of organisations they do not cover.
  if (user.organizationId === '') reasons.push(USER_ADMIN_TEXTS.organizationRequired);
  else if (!reaches(lookups.reach, user.organizationId)) reasons.push(USER_ADMIN_TEXTS.organizationNotCovered);
  else if (!lookups.existingOrganizationIds.has(user.organizationId)) reasons.push(USER_ADMIN_TEXTS.organizationUnknown);
  if (rolesCell === '') reasons.push(USER_ADMIN_TEXTS.roleRequired);
  else if (user.roleTypes.length === 0) reasons.push(USER_IMPORT_TEXTS.rolesInvalid);
  for (const phone of [user.phone, user.cell]) {
    if (phone.length > PROFILE_PHONE_MAX_LENGTH || !PHONE.test(phone)) reasons.push(PHONE_INVALID);
  }
  if (user.encompassId !== null) {
    if (!ENCOMPASS_ID_PATTERN.test(user.encompassId)) reasons.push(ENCOMPASS_ID_INVALID);
    else if (inFileTwice.encompassIds.has(user.encompassId) || lookups.takenEncompassIds.has(user.encompassId)) {
      reasons.push(USER_ADMIN_TEXTS.encompassIdTaken);
    }
  }
  return [...new Set(reasons)];
}

/** The user each row would be, with every reason it is refused (none: it can be imported). */
export function checkImportRows(rows: ImportedRow[], lookups: ImportLookups): CheckedRow[] {
  const users = rows.map(
    ({ cells }): ImportedUser => ({
      firstName: cells['First Name'],
      lastName: cells['Last Name'],
      email: normaliseEmail(cells.Email),
      organizationId: cells['Organization ID'],
      roleTypes: ROLES.get(cells.Roles.toLowerCase().replace(/\s+/g, '')) ?? [],
      phone: cells.Phone,
      cell: cells.Cell,
      encompassId: cells['Encompass ID'] || null,
    }),
  );
  const inFileTwice = {
    emails: repeated(users.map((user) => user.email)),
    encompassIds: repeated(users.flatMap((user) => (user.encompassId ? [user.encompassId] : []))),
  };
  return rows.map((row, index) => {
    const user = users[index];
    return {
      line: row.line,
      email: user.email,
      name: `${user.firstName} ${user.lastName}`.trim(),
      reasons: rowReasons(user, row.cells.Roles, lookups, inFileTwice),
      user,
    };
  });
}
