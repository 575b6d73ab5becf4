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
    fireEvent.change(size, { target: { value: '10' } });
    const body = await saveAndReadBody<DocumentsSettings>(server);
    expect(body.value).toEqual({ maxFileSizeMb: 10, allowedFileTypes: ['pdf', 'png'], notifyAccountExecutive: true });
  });

  it('refuses a size above the 25 MB the portal takes at most', async () => {
    renderSettingPage(<DocumentsPage />, '/admin/settings/documents');
    fireEvent.change(await screen.findByLabelText(/Maximum file size/), { target: { value: '26' } });
    await expectRefused(server, 'Enter a whole number of MB from 1 to 25');
  });
});
