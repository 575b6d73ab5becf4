import { screen, within } from '@testing-library/react';
import { PERSONA, SETTING_DEFINITIONS, type EmailSettingsStatus, type SettingKey } from 'shared-rules';
import { makeStore, signedIn } from 'shared-ui';
import { installFakeFetch, internalProfile, jsonResponse, problemResponse, renderWithProviders } from 'shared-ui/testing';
import { SettingsChecklist } from './settings-checklist';

const administrator = internalProfile({ id: 'admin-1', personas: [{ entityId: PERSONA.administrator }] });
const SAVED: SettingKey[] = ['branding', 'banner'];

let fake: ReturnType<typeof installFakeFetch>;
afterEach(() => fake.uninstall());

function serve(smtpConfigured: boolean) {
  fake = installFakeFetch((request) => {
    if (request.url === '/api/profile') return jsonResponse(administrator);
    if (request.url === '/api/rule-sets') return jsonResponse([]);
    if (request.url === '/api/admin/email-settings') {
      const status: EmailSettingsStatus = {
        smtpConfigured,
        smtpServer: null,
        from: 'portal@lender.test',
        supportAddress: 'support@lender.test',
      };
      return jsonResponse(status);
    }
    const setting = /^\/api\/settings\/([a-z-]+)$/.exec(request.url);
    if (setting) {
      const key = setting[1] as SettingKey;
      const saved = SAVED.includes(key);
      return jsonResponse({
        key,
        value: SETTING_DEFINITIONS[key].defaultValue,
        version: saved ? 1 : 0,
        updatedAt: saved ? '2026-11-20T10:00:00.000Z' : null,
        updatedBy: saved ? 'Alex Admin' : null,
      });
    }
    return problemResponse(404, 'not-found', `No route ${request.url}`);
  });
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
