import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoanFolders } from 'shared-rules';
import {
  expectRefused,
  renderSettingPage,
  saveAndReadBody,
  savedEntry,
  serveSetting,
  type SettingSaves,
} from '../testing/setting-page-test-kit';
import LoanFoldersPage from './loan-folders-page';
import { enterText } from 'shared-ui/testing';

let saves: SettingSaves;
beforeEach(() => {
  saves = serveSetting(savedEntry('loan-folders', { folders: [{ name: 'My Pipeline', purpose: 'active', active: true }] }));
});

describe('the loan folders page', () => {
  it('adds a folder and saves the list', async () => {
    const user = userEvent.setup();
    renderSettingPage(<LoanFoldersPage />, '/admin/settings/loan-folders');
    await screen.findByLabelText(/Name of folder 1/);
    expect(screen.getByDisplayValue('Active loans')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add folder' }));
    await enterText(user, screen.getByLabelText(/Name of folder 2/), ' Archive 2026 ');
    const body = await saveAndReadBody<LoanFolders>(user, saves);
    expect(body.value.folders).toEqual([
      { name: 'My Pipeline', purpose: 'active', active: true },
      { name: 'Archive 2026', purpose: 'active', active: true },
    ]);
  });

  it('refuses two folders with the same name', async () => {
    const user = userEvent.setup();
    renderSettingPage(<LoanFoldersPage />, '/admin/settings/loan-folders');
    await screen.findByLabelText(/Name of folder 1/);
    await user.click(screen.getByRole('button', { name: 'Add folder' }));
    await enterText(user, screen.getByLabelText(/Name of folder 2/), 'my pipeline');
    await expectRefused(user, saves, 'Another folder has this name');
  });
});
