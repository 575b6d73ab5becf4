import { fireEvent, screen } from '@testing-library/react';
import type { DocumentsSettings } from 'shared-rules';
import {
  expectRefused,
  renderSettingPage,
  saveAndReadBody,
  savedEntry,
  serveSetting,
  type FakeServer,
} from '../testing/setting-page-test-kit';
import DocumentsPage from './documents-page';

let server: FakeServer;
beforeEach(() => {
  server = serveSetting(savedEntry('documents', { maxFileSizeMb: 25, allowedFileTypes: ['pdf', 'png'], notifyAccountExecutive: true }));
});
afterEach(() => server.uninstall());

describe('the documents page', () => {
  it('shows the allowed types by name and saves the size', async () => {
    renderSettingPage(<DocumentsPage />, '/admin/settings/documents');
    const size = await screen.findByLabelText(/Maximum file size/);
    expect(screen.getByText('PDF (.pdf)', { selector: '.mantine-Pill-label' })).toBeInTheDocument();
    fireEvent.change(size, { target: { value: '40' } });
    const body = await saveAndReadBody<DocumentsSettings>(server);
    expect(body.value).toEqual({ maxFileSizeMb: 40, allowedFileTypes: ['pdf', 'png'], notifyAccountExecutive: true });
  });

  it('refuses a size above 100 MB', async () => {
    renderSettingPage(<DocumentsPage />, '/admin/settings/documents');
    fireEvent.change(await screen.findByLabelText(/Maximum file size/), { target: { value: '150' } });
    await expectRefused(server, 'Enter a whole number of MB from 1 to 100');
  });
});
