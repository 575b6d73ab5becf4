import { fireEvent, screen } from '@testing-library/react';
import type { LoanFolders } from 'shared-rules';
import {
  expectRefused,
  renderSettingPage,
  saveAndReadBody,
  savedEntry,
  serveSetting,
  type FakeServer,
} from '../testing/setting-page-test-kit';
import LoanFoldersPage from './loan-folders-page';

let server: FakeServer;
beforeEach(() => {
  server = serveSetting(savedEntry('loan-folders', { folders: [{ name: 'My Pipeline', purpose: 'active', active: true }] }));
});
afterEach(() => server.uninstall());

describe('the loan folders page', () => {
  it('adds a folder and saves the list', async () => {
    renderSettingPage(<LoanFoldersPage />, '/admin/settings/loan-folders');
    await screen.findByLabelText(/Name of folder 1/);
    expect(screen.getByDisplayValue('Active loans')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add folder' }));
    fireEvent.change(screen.getByLabelText(/Name of folder 2/), { target: { value: ' Archive 2026 ' } });
    const body = await saveAndReadBody<LoanFolders>(server);
    expect(body.value.folders).toEqual([
      { name: 'My Pipeline', purpose: 'active', active: true },
      { name: 'Archive 2026', purpose: 'active', active: true },
    ]);
  });

  it('refuses two folders with the same name', async () => {
    renderSettingPage(<LoanFoldersPage />, '/admin/settings/loan-folders');
    await screen.findByLabelText(/Name of folder 1/);
    fireEvent.click(screen.getByRole('button', { name: 'Add folder' }));
    fireEvent.change(screen.getByLabelText(/Name of folder 2/), { target: { value: 'my pipeline' } });
    await expectRefused(server, 'Another folder has this name');
  });
});
