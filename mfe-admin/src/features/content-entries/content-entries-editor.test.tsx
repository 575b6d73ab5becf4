import { fireEvent, screen, within } from '@testing-library/react';
import type { ContentPages } from 'shared-rules';
import {
  expectRefused,
  renderSettingPage,
  saveAndReadBody,
  savedEntry,
  serveSetting,
  type FakeServer,
} from '../settings-pages/testing/setting-page-test-kit';
import ContentPagesPage from './content-pages-page';
import HelpPagesPage from './help-pages-page';
import { slugFromLabel } from './content-entries';

const entries: ContentPages['entries'] = [
  { id: 'rate-sheets', label: 'Rate Sheets', subPath: '', link: 'https://rates.lender.test', body: '', active: true, order: 0 },
  { id: 'checklist', label: 'Closing Checklist', subPath: 'closing-checklist', link: '', body: '# Before closing', active: true, order: 1 },
];

describe('a sub-path suggestion', () => {
  it('is the label in lower case with hyphens', () => {
    expect(slugFromLabel('  Closing Checklist (2026)! ')).toBe('closing-checklist-2026');
  });
});

let server: FakeServer;

describe('the menu entries editor', () => {
  afterEach(() => server.uninstall());

  it('adds a page with a suggested sub-path, reorders, and saves the entries in their order', async () => {
    server = serveSetting(savedEntry('content-pages', { entries }));
    renderSettingPage(<ContentPagesPage />, '/admin/content-pages');
    const preview = await screen.findByRole('region', { name: 'Preview of entry 2' });
    // Rendered under the entry's h3, the body's top heading is an h4.
    expect(within(preview).getByRole('heading', { name: 'Before closing', level: 4 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Content Pages', level: 1 })).toBeInTheDocument();
    expect(
      screen.getByText(/Training menu lists the active entries below in this order, with the portal's default entries appended/),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    fireEvent.change(screen.getByLabelText(/Label \(entry 3\)/), { target: { value: 'Non-QM Basics' } });
    expect(screen.getByLabelText(/Sub-path \(entry 3\)/)).toHaveValue('non-qm-basics');
    expect(screen.getByText('Opens at /training/non-qm-basics')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Body \(entry 3, Markdown\)/), { target: { value: 'What a Non-QM loan is.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move entry 3 up' }));

    const body = await saveAndReadBody<ContentPages>(server);
    expect(body.value.entries.map((entry) => [entry.label, entry.subPath, entry.order])).toEqual([
      ['Rate Sheets', '', 0],
      ['Non-QM Basics', 'non-qm-basics', 1],
      ['Closing Checklist', 'closing-checklist', 2],
    ]);
    expect(body.value.entries[1]).toMatchObject({ link: '', body: 'What a Non-QM loan is.', active: true });
  });

  it('refuses an entry with both a link and a body, and a sub-path used twice', async () => {
    server = serveSetting(savedEntry('help-pages', { entries }));
    renderSettingPage(<HelpPagesPage />, '/admin/settings/help-pages');
    fireEvent.change(await screen.findByLabelText(/Body \(entry 1, Markdown\)/), { target: { value: 'Today’s rates' } });
    fireEvent.change(screen.getByLabelText(/Sub-path \(entry 1\)/), { target: { value: 'closing-checklist' } });
    await expectRefused(server, 'Use either a link or a body: clear one of them');
    expect(screen.getByText('Another entry opens at this sub-path')).toBeInTheDocument();
  });

  it('keeps the release notes sub-path for the portal under Resources', async () => {
    server = serveSetting(savedEntry('help-pages', { entries }));
    renderSettingPage(<HelpPagesPage />, '/admin/settings/help-pages');
    fireEvent.change(await screen.findByLabelText(/Sub-path \(entry 2\)/), { target: { value: 'changelogs' } });
    await expectRefused(server, "The portal's own changelogs page opens at this sub-path; choose another");
  });
});
