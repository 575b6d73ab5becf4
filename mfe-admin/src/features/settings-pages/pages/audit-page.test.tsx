import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { SettingAuditEntry, SettingAuditPage } from 'shared-rules';
import { api, enterText, recordRequests } from 'shared-ui/testing';
import { paths } from '../../../api/paths';
import { server } from '../../../testing/server';
import { renderSignedIn, serveSettings } from '../testing/fake-settings-services';
import AuditPage from './audit-page';
import { impersonatedEntry, provideTableBrowserApis, serveAuditTrail, trailEntry } from '../../audit-trail/testing/audit-trail-test-kit';

provideTableBrowserApis();

const change = (id: string, key: string, changedAt: string, oldValue: unknown, newValue: unknown): SettingAuditEntry => ({
  id,
  key,
  version: 2,
  changedAt,
  changedBy: { id: 'admin-1', name: 'Alex Admin' },
  oldValue,
  newValue,
});

const brandingChange = change(
  'c1',
  'branding',
  '2026-11-20T16:00:00.000Z',
  { brandName: 'Loan Portal', logo: { lightMode: null, darkMode: null } },
  { brandName: 'Keystone Lending', logo: { lightMode: null, darkMode: null } },
);
const flagsChange = change('c2', 'feature-flags', '2026-11-19T16:00:00.000Z', { banner: false }, { banner: true });
const olderChange = change('c3', 'mfa-settings', '2026-11-01T16:00:00.000Z', null, { enforceTotp: true });

const sent = recordRequests(server);
let fake: ReturnType<typeof serveSettings>;

function serve() {
  fake = serveSettings();
  serveAuditTrail({ entries: [impersonatedEntry, trailEntry()] });
  server.use(
    api.get<SettingAuditPage>(paths.settingsAudit, ({ request }) => {
      const query = new URL(request.url).searchParams;
      return HttpResponse.json(
        query.get('before')
          ? { entries: [olderChange], hasMore: false }
          : query.get('key') === 'branding'
            ? { entries: [brandingChange], hasMore: false }
            : { entries: [brandingChange, flagsChange], hasMore: true },
      );
    }),
  );
}

const auditCalls = () => sent('GET', `/api${paths.settingsAudit}`).map((request) => request.path);

describe('the Audit page', () => {
  it('edits what is recorded and refuses a retention outside 30 to 3650 days', async () => {
    const user = userEvent.setup();
    serve();
    renderSignedIn(<AuditPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const days = await screen.findByRole('textbox', { name: /Keep audit records for/ });
    expect(days).toHaveValue('2555');
    await enterText(user, days, '10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Keep records from 30 days to 3650 days (ten years)')).toBeInTheDocument();
    expect(fake.saves('audit')).toHaveLength(0);

    await enterText(user, days, '365');
    // Each switch says what it records (Mantine reads the description into the switch's name).
    await user.click(
      screen.getByRole('switch', { name: /^Record when a loan is viewed Who opened which loan, once per person and loan every 5 minutes/ }),
    );
    expect(
      screen.getByRole('switch', { name: /^Record when a document is downloaded Every download or view of a loan document/ }),
    ).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.saves('audit')).toHaveLength(1));
    expect(fake.saves('audit')[0]).toEqual({
      value: { retentionDays: 365, recordLoanViews: true, recordDocumentDownloads: true },
      version: 0,
    });
  });

  it('lists the changes newest first, each setting linking to its page, and pages back with "Load older"', async () => {
    const user = userEvent.setup();
    serve();
    renderSignedIn(<AuditPage />);
    const table = await screen.findByRole('table', { name: 'Settings changes, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('link', { name: 'Branding' })).toHaveAttribute('href', '/admin/settings/branding');
    expect(within(rows[0]).getByText('Alex Admin')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('link', { name: 'Feature flags' })).toHaveAttribute('href', '/admin/settings/general-settings');
    expect(auditCalls()[0]).toBe('/api/settings-audit?limit=25');

    await user.click(screen.getByRole('button', { name: 'Load older' }));
    expect(await within(table).findByRole('link', { name: 'MFA Settings' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(auditCalls().at(-1)).toBe(`/api/settings-audit?limit=25&before=${encodeURIComponent(flagsChange.changedAt)}`);
    expect(screen.queryByRole('button', { name: 'Load older' })).not.toBeInTheDocument();
  });

  it('shows the audit trail of every write, naming both people when an administrator acted as a user', async () => {
    serve();
    renderSignedIn(<AuditPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Audit trail' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Audit trail, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Alex Morgan acting as Taylor Brooks');
    expect(rows[1]).toHaveTextContent('Changed user Taylor Brooks: phone');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('shows a change as its value before and after, the changed lines marked', async () => {
    const user = userEvent.setup();
    serve();
    renderSignedIn(<AuditPage />);
    await user.click(await screen.findByRole('button', { name: /^View change to Branding at / }));
    const drawer = await screen.findByRole('dialog', { name: 'Change to Branding' });
    expect(within(drawer).getByLabelText('Before')).toHaveTextContent('- "brandName": "Loan Portal",');
    expect(within(drawer).getByLabelText('After')).toHaveTextContent('+ "brandName": "Keystone Lending",');
    expect(within(drawer).getByLabelText('After')).not.toHaveTextContent('+ "logo"');
  });

  it('filters the log by setting', async () => {
    const user = userEvent.setup();
    serve();
    renderSignedIn(<AuditPage />);
    await screen.findByRole('table', { name: 'Settings changes, newest first' });
    await user.click(screen.getByRole('combobox', { name: 'Setting' }));
    await user.click((await screen.findAllByRole('option', { name: 'Branding', hidden: true })).at(-1) as HTMLElement);
    await waitFor(() => expect(auditCalls().at(-1)).toBe('/api/settings-audit?key=branding&limit=25'));
    const table = await screen.findByRole('table', { name: 'Settings changes, newest first' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Load older' })).not.toBeInTheDocument();
  });
});
