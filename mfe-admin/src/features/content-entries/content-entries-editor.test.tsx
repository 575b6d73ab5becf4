import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentPages } from 'shared-rules';
import {
  expectRefused,
  renderSettingPage,
  saveAndReadBody,
  savedEntry,
  serveSetting,
  type SettingSaves,
} from '../settings-pages/testing/setting-page-test-kit';
import ContentPagesPage from './content-pages-page';
import HelpPagesPage from './help-pages-page';
import { slugFromLabel } from './content-entries';
import { enterText } from 'shared-ui/testing';

const entries: ContentPages['entries'] = [
  { id: 'rate-sheets', label: 'Rate Sheets', subPath: '', link: 'https://rates.lender.test', body: '', active: true, order: 0 },
  { id: 'checklist', label: 'Closing Checklist', subPath: 'closing-checklist', link: '', body: '# Before closing', active: true, order: 1 },
];

describe('a sub-path suggestion', () => {
  it('is the label in lower case with hyphens', () => {
    expect(slugFromLabel('  Closing Checklist (2026)! ')).toBe('closing-checklist-2026');
  });
});

let saves: SettingSaves;

describe('the menu entries editor', () => {
  it('adds a page with a suggested sub-path, reorders, and saves the entries in their order', async () => {
    const user = userEvent.setup();
    saves = serveSetting(savedEntry('content-pages', { entries }));
    renderSettingPage(<ContentPagesPage />, '/admin/content-pages');
    const preview = await screen.findByRole('region', { name: 'Preview of entry 2' });
    // Rendered under the entry's h3, the body's top heading is an h4.
    expect(within(preview).getByRole('heading', { name: 'Before closing', level: 4 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Content Pages', level: 1 })).toBeInTheDocument();
    expect(
      screen.getByText(/Training menu lists the active entries below in this order, with the portal's default entries appended/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    await enterText(user, screen.getByLabelText(/Label \(entry 3\)/), 'Non-QM Basics');
    expect(screen.getByLabelText(/Sub-path \(entry 3\)/)).toHaveValue('non-qm-basics');
    expect(screen.getByText('Opens at /training/non-qm-basics')).toBeInTheDocument();
    await enterText(user, screen.getByLabelText(/Body \(entry 3, Markdown\)/), 'What a Non-QM loan is.');
    await user.click(screen.getByRole('button', { name: 'Move entry 3 up' }));

    const body = await saveAndReadBody<ContentPages>(user, saves);
    expect(body.value.entries.map((entry) => [entry.label, entry.subPath, entry.order])).toEqual([
      ['Rate Sheets', '', 0],
      ['Non-QM Basics', 'non-qm-basics', 1],
      ['Closing Checklist', 'closing-checklist', 2],
    ]);
    expect(body.value.entries[1]).toMatchObject({ link: '', body: 'What a Non-QM loan is.', active: true });
  });

  it('refuses an entry with both a link and a body, and a sub-path used twice', async () => {
    const user = userEvent.setup();
    saves = serveSetting(savedEntry('help-pages', { entries }));
    renderSettingPage(<HelpPagesPage />, '/admin/settings/help-pages');
    await enterText(user, await screen.findByLabelText(/Body \(entry 1, Markdown\)/), 'Today’s rates');
    await enterText(user, screen.getByLabelText(/Sub-path \(entry 1\)/), 'closing-checklist');
    await expectRefused(user, saves, 'Use either a link or a body: clear one of them');
    expect(screen.getByText('Another entry opens at this sub-path')).toBeInTheDocument();
  });

  it('keeps the release notes sub-path for the portal under Resources', async () => {
    const user = userEvent.setup();
    saves = serveSetting(savedEntry('help-pages', { entries }));
    renderSettingPage(<HelpPagesPage />, '/admin/settings/help-pages');
    await enterText(user, await screen.findByLabelText(/Sub-path \(entry 2\)/), 'changelogs');
    await expectRefused(user, saves, "The portal's own changelogs page opens at this sub-path; choose another");
  });
});
