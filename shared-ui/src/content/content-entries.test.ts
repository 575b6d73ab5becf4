import { activeEntries, entryLink } from './content-entries';
import { contentEntry } from '../testing/content-entries';

describe('activeEntries', () => {
  it("keeps the active entries in their administrator's order, then by label", () => {
    const entries = [
      contentEntry({ id: 'r2', label: 'Rate sheets', order: 2 }),
      contentEntry({ id: 'r1b', label: 'Underwriting', order: 1 }),
      contentEntry({ id: 'r1a', label: 'Guidelines', order: 1 }),
      contentEntry({ id: 'r0', label: 'Old forms', order: 0, active: false }),
    ];
    expect(activeEntries(entries).map((candidate) => candidate.label)).toEqual(['Guidelines', 'Underwriting', 'Rate sheets']);
  });
});

describe('entryLink', () => {
  it('leads to the external link in a new tab when the entry has one', () => {
    expect(
      entryLink(contentEntry({ label: 'Guidelines', subPath: 'guidelines', link: 'https://lender.test/guidelines.pdf' }), 'resources'),
    ).toEqual({
      label: 'Guidelines',
      to: 'https://lender.test/guidelines.pdf',
      external: true,
    });
  });

  it("leads to the entry's page under its section", () => {
    expect(entryLink(contentEntry({ label: 'Rate sheets', subPath: 'rate-sheets' }), 'resources')).toEqual({
      label: 'Rate sheets',
      to: '/resources/rate-sheets',
      external: false,
    });
    expect(entryLink(contentEntry({ label: 'Pricing webinar', subPath: 'pricing-webinar' }), 'training')?.to).toBe(
      '/training/pricing-webinar',
    );
  });

  it('leads nowhere when the entry has neither a link nor an address', () => {
    expect(entryLink(contentEntry({ subPath: '', link: '' }), 'training')).toBeNull();
  });
});
