import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoanUploadSettings, SettingEntry } from 'shared-rules';
import { makeStore, signedIn } from 'shared-ui';
import { enterText, renderWithProviders } from 'shared-ui/testing';
import { serveSettings } from '../settings-pages/testing/fake-settings-services';
import LoanUploadPage from './loan-upload-page';

const saved: SettingEntry<LoanUploadSettings> = {
  key: 'loan-upload',
  value: {
    maxFileSizeBytes: 10 * 1024 * 1024,
    acceptedExtensions: ['.xml'],
    redirectRules: [
      {
        enabled: true,
        rules: [{ fieldId: '1172', operator: 'EQUAL', value: 'FHA' }],
        percent: 0.25,
        redirectUrl: 'https://fha.lender.test/upload',
        errorMessage: 'FHA loans are uploaded on the FHA portal',
      },
      {
        enabled: true,
        rules: [{ fieldId: '14', operator: 'IN_SET', value: 'NY, NJ' }],
        percent: 1,
        redirectUrl: 'block',
        errorMessage: 'We do not lend there',
      },
    ],
  },
  version: 2,
  updatedAt: '2026-11-20T10:00:00.000Z',
  updatedBy: 'Alex Admin',
};

let settings: ReturnType<typeof serveSettings>;
beforeEach(() => {
  settings = serveSettings({ entries: { 'loan-upload': saved } });
});
const saves = () => settings.saves('loan-upload') as { value: LoanUploadSettings; version: number }[];

function renderPage() {
  const store = makeStore();
  store.dispatch(signedIn({ access: { token: 'token-1', expires: new Date(Date.now() + 3_600_000).toISOString() } }));
  return renderWithProviders(<LoanUploadPage />, { store, route: '/admin/settings/loan-upload' });
}

const outcome = (title: string) => screen.getByRole('status', { name: title });
const applies = 'When the percent roll applies';
const doesNot = 'When the percent roll does not apply';

describe('the loan upload page', () => {
  it('shows the saved limits and rules, and what a sample loan meets with either percent roll', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByLabelText(/Maximum import size/)).toHaveValue('10');
    expect(screen.getByLabelText('Redirect URL (rule 1)')).toHaveValue('https://fha.lender.test/upload');
    expect(screen.getByLabelText('Percent (rule 1)')).toHaveValue('0.25');
    expect(screen.getByText(/Applies to 25% of matching loans/)).toBeInTheDocument();
    expect(outcome(applies)).toHaveTextContent('No rule matches');

    await enterText(user, screen.getByLabelText('Sample value of 1172'), 'FHA');
    expect(outcome(applies)).toHaveTextContent('Eligibility Redirect to https://fha.lender.test/upload');
    expect(outcome(doesNot)).toHaveTextContent('No rule matches');

    await enterText(user, screen.getByLabelText('Sample value of 1172'), 'VA');
    await enterText(user, screen.getByLabelText('Sample value of 14'), 'NJ');
    expect(outcome(applies)).toHaveTextContent('Upload Blocked');
    expect(outcome(doesNot)).toHaveTextContent('Upload Blocked');
    expect(outcome(doesNot)).toHaveTextContent('Rule 2: We do not lend there');
  });

  it('reorders rules (the first match wins) and saves the size in bytes', async () => {
    const user = userEvent.setup();
    renderPage();
    await enterText(user, await screen.findByLabelText(/Maximum import size/), '20');
    await user.click(screen.getByRole('button', { name: 'Move rule 2 up' }));
    expect(screen.getByLabelText('Redirect URL (rule 1)')).toHaveValue('block');
    await enterText(user, screen.getByLabelText('Sample value of 14'), 'NY');
    await enterText(user, screen.getByLabelText('Sample value of 1172'), 'FHA');
    expect(outcome(applies)).toHaveTextContent('Upload Blocked');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    const [put] = saves();
    expect(put.version).toBe(2);
    expect(put.value.maxFileSizeBytes).toBe(20 * 1024 * 1024);
    expect(put.value.redirectRules.map((rule) => rule.redirectUrl)).toEqual(['block', 'https://fha.lender.test/upload']);
  });

  it('adds a rule and says what is missing before anything is sent', async () => {
    const user = userEvent.setup();
    renderPage();
    await enterText(user, await screen.findByLabelText(/Maximum import size/), '30');
    await user.click(screen.getByRole('button', { name: 'Add redirect rule' }));
    const third = screen.getByRole('region', { name: 'Rule 3' });
    await enterText(user, within(third).getByLabelText('Redirect URL (rule 3)'), 'nonqm.lender.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The largest import size is 25 MB')).toBeInTheDocument();
    expect(screen.getByText('Choose the field this condition tests')).toBeInTheDocument();
    expect(screen.getByText(/Enter an address starting with https:\/\/, or a URL containing "block"/)).toBeInTheDocument();
    expect(saves()).toHaveLength(0);
  });

  it('removes a rule and saves a condition added from the field catalogue', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByLabelText(/Maximum import size/);
    await user.click(screen.getByRole('button', { name: 'Remove rule 2' }));
    await user.click(screen.getByRole('button', { name: 'Add a condition to rule 1' }));
    await enterText(user, screen.getByLabelText('Field of rule 1 condition 2'), 'CX.NONQM.YN');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    const [put] = saves();
    expect(put.value.redirectRules).toHaveLength(1);
    expect(put.value.redirectRules[0]?.rules).toEqual([
      { fieldId: '1172', operator: 'EQUAL', value: 'FHA' },
      { fieldId: 'CX.NONQM.YN', operator: 'EQUAL', value: '' },
    ]);
  });
});
