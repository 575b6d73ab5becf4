import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentsSettings } from 'shared-rules';
import {
  expectRefused,
  renderSettingPage,
  saveAndReadBody,
  savedEntry,
  serveSetting,
  type SettingSaves,
} from '../testing/setting-page-test-kit';
import DocumentsPage from './documents-page';
import { enterText } from 'shared-ui/testing';

let saves: SettingSaves;
beforeEach(() => {
  saves = serveSetting(savedEntry('documents', { maxFileSizeMb: 25, allowedFileTypes: ['pdf', 'png'], notifyAccountExecutive: true }));
});

describe('the documents page', () => {
  it('shows the allowed types by name and saves the size', async () => {
    const user = userEvent.setup();
    renderSettingPage(<DocumentsPage />, '/admin/settings/documents');
    const size = await screen.findByLabelText(/Maximum file size/);
    expect(screen.getByText('PDF (.pdf)', { selector: '.mantine-Pill-label' })).toBeInTheDocument();
    await enterText(user, size, '10');
    const body = await saveAndReadBody<DocumentsSettings>(user, saves);
    expect(body.value).toEqual({ maxFileSizeMb: 10, allowedFileTypes: ['pdf', 'png'], notifyAccountExecutive: true });
  });

  it('refuses a size above the 25 MB the portal takes at most', async () => {
    const user = userEvent.setup();
    renderSettingPage(<DocumentsPage />, '/admin/settings/documents');
    await enterText(user, await screen.findByLabelText(/Maximum file size/), '26');
    await expectRefused(user, saves, 'Enter a whole number of MB from 1 to 25');
  });
});
