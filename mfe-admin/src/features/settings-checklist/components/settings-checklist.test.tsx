import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { type EmailSettingsStatus, type RuleSetRecord, SETTING_DEFINITIONS, type SettingEntry, type SettingKey } from 'shared-rules';
import { makeStore, signedIn } from 'shared-ui';
import { api, renderWithProviders } from 'shared-ui/testing';
import { paths } from '../../../api/paths';
import { server } from '../../../testing/server';
import { SettingsChecklist } from './settings-checklist';

const SAVED: SettingKey[] = ['branding', 'banner'];

/** Branding and the banner saved once; every other setting at its default (the remote's handler set). */
function serve(smtpConfigured: boolean) {
  server.use(
    api.get<RuleSetRecord[]>(paths.ruleSets, () => HttpResponse.json([])),
    api.get<EmailSettingsStatus>(paths.emailSettings, () =>
      HttpResponse.json({ smtpConfigured, smtpServer: null, from: 'portal@lender.test', supportAddress: 'support@lender.test' }),
    ),
    api.get<SettingEntry, never, { key: SettingKey }>('/settings/:key', ({ params }) =>
      SAVED.includes(params.key)
        ? HttpResponse.json({
            key: params.key,
            value: SETTING_DEFINITIONS[params.key].defaultValue,
            version: 1,
            updatedAt: '2026-11-20T10:00:00.000Z',
            updatedBy: 'Alex Admin',
          })
        : undefined,
    ),
  );
}

function renderChecklist() {
  const store = makeStore();
  store.dispatch(signedIn({ access: { token: 'token-1', expires: new Date(Date.now() + 3_600_000).toISOString() } }));
  return renderWithProviders(<SettingsChecklist />, { store, route: '/admin' });
}

const rowOf = (label: string) => screen.getByRole('rowheader', { name: new RegExp(`^${label}`) }).closest('tr') as HTMLElement;

describe('SettingsChecklist', () => {
  it('counts saved settings as configured and the defaults of never-saved keys as not', async () => {
    serve(false);
    renderChecklist();
    expect(await screen.findByText(/^2 of \d+ settings configured$/)).toBeInTheDocument();
    expect(within(rowOf('Branding')).getByText('Configured')).toBeInTheDocument();
    expect(within(rowOf('Company Information')).getByText('Not configured')).toBeInTheDocument();
    expect(within(rowOf('Email Settings')).getByText('Not configured')).toBeInTheDocument();
  });

  it('counts Email Settings as configured when the environment configures SMTP', async () => {
    serve(true);
    renderChecklist();
    expect(await screen.findByText(/^3 of \d+ settings configured$/)).toBeInTheDocument();
    expect(within(rowOf('Email Settings')).getByText('Configured')).toBeInTheDocument();
  });
});
