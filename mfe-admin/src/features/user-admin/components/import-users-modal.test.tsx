import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { USER_IMPORT_MAX_LENGTH, USER_IMPORT_TEXTS, type UserImportReport, type UserImportRequest } from 'shared-rules';
import { problem } from 'shared-ui/testing';
import { renderAdminPage } from 'shared-ui/testing';
import { IMPORT_FILE_TOO_LARGE } from '../state/user-import';
import { adminUser, provideTableBrowserApis, serveUsers, userRow } from '../testing/user-admin-test-kit';
import UsersAdminPage from './users-admin-page';

provideTableBrowserApis();

const PAGE = '/admin/users';
const CSV =
  'First Name,Last Name,Email,Organization ID,Roles\nRiley,Stone,riley@summit.test,org-summit,lo\nSky,Reed,sky@summit.test,org-summit,both\n';

let fake: ReturnType<typeof serveUsers>;

const sent = () => fake.calls('POST', '/api/admin/users/import').map((request) => request.body as UserImportRequest);

function report(dryRun: boolean, refusedSky = false): UserImportReport {
  const outcome = dryRun || refusedSky ? 'ready' : 'created';
  return {
    dryRun,
    imported: dryRun || refusedSky ? 0 : 2,
    refused: refusedSky ? 1 : 0,
    rows: [
      { line: 2, name: 'Riley Stone', email: 'riley@summit.test', outcome, reasons: [] },
      refusedSky
        ? {
            line: 3,
            name: 'Sky Reed',
            email: 'sky@summit.test',
            outcome: 'refused',
            reasons: ['Another user already has this email address.'],
          }
        : { line: 3, name: 'Sky Reed', email: 'sky@summit.test', outcome, reasons: [] },
    ],
  };
}

async function openImport(user: UserEvent) {
  await userRow('Taylor Brooks');
  await user.click(screen.getByRole('button', { name: 'Import contacts' }));
  return screen.findByRole('dialog', { name: 'Import contacts' });
}

async function chooseFile(user: UserEvent, dialog: HTMLElement, text: string, name = 'contacts.csv') {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await user.upload(input, new File([text], name, { type: 'text/csv' }));
}

describe('importing contacts', () => {
  it('describes the columns and keeps Import off while the check refuses a row', async () => {
    const user = userEvent.setup();
    fake = serveUsers({ users: [adminUser()], importUsers: () => report(true, true) });
    renderAdminPage(<UsersAdminPage />, PAGE);
    const dialog = await openImport(user);
    expect(dialog).toHaveTextContent(
      'First Name (required), Last Name (required), Email (required), Organization ID (required), Roles (required), Phone, Cell, Encompass ID',
    );
    expect(within(dialog).getByRole('button', { name: 'Check file' })).toBeDisabled();
    await chooseFile(user, dialog, CSV);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Check file' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    const rows = within(await within(dialog).findByRole('table', { name: 'Import report' })).getAllByRole('row');
    expect(sent()).toEqual([{ csv: CSV, dryRun: true, sendInvites: true }]);
    expect(rows[1]).toHaveTextContent('2');
    expect(rows[1]).toHaveTextContent('Riley Stone');
    expect(rows[1]).toHaveTextContent('Ready');
    expect(rows[2]).toHaveTextContent('sky@summit.test');
    expect(rows[2]).toHaveTextContent('Refused');
    expect(rows[2]).toHaveTextContent('Another user already has this email address.');
    expect(within(dialog).getByText(/1 row refused/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import users' })).toBeDisabled();
  });

  it('imports the file once a check refused nothing, and lists the users again', async () => {
    const user = userEvent.setup();
    fake = serveUsers({ users: [adminUser()], importUsers: (body) => report(body.dryRun === true) });
    renderAdminPage(<UsersAdminPage />, PAGE);
    const dialog = await openImport(user);
    await chooseFile(user, dialog, CSV);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Email each new user a link to choose a password' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Check file' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    const importButton = await within(dialog).findByRole('button', { name: 'Import 2 users' });
    expect(within(dialog).getByText('2 users ready to import.')).toBeInTheDocument();
    await user.click(importButton);
    expect(await within(dialog).findByText('Imported 2 users')).toBeInTheDocument();
    expect(sent()).toEqual([
      { csv: CSV, dryRun: true, sendInvites: false },
      { csv: CSV, dryRun: false, sendInvites: false },
    ]);
    expect(within(within(dialog).getByRole('table', { name: 'Import report' })).getAllByText('Created')).toHaveLength(2);
    await waitFor(() => expect(fake.listQueries()).toHaveLength(2));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a file refused whole, and refuses a file too large before sending it', async () => {
    const user = userEvent.setup();
    fake = serveUsers({
      users: [adminUser()],
      importUsers: () => problem(422, 'missing-columns', USER_IMPORT_TEXTS.missingColumns),
    });
    renderAdminPage(<UsersAdminPage />, PAGE);
    const dialog = await openImport(user);
    await chooseFile(user, dialog, 'Name,Email\nRiley,riley@summit.test\n');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Check file' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(USER_IMPORT_TEXTS.missingColumns);
    expect(within(dialog).getByRole('button', { name: 'Import users' })).toBeDisabled();

    await chooseFile(user, dialog, `${'x'.repeat(USER_IMPORT_MAX_LENGTH)}\n`, 'huge.csv');
    expect(await within(dialog).findByText(IMPORT_FILE_TOO_LARGE)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Check file' })).toBeDisabled();
    expect(sent()).toHaveLength(1);
  });
});
