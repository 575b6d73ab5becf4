import { type SettingsMenuSources, settingsMenuLinks } from './settings-menu-links';
import { contentEntry } from 'shared-ui/testing';

const sources = (overrides: Partial<SettingsMenuSources> = {}): SettingsMenuSources => ({
  helpPages: [
    contentEntry({ id: 'r2', label: 'Rate sheets', subPath: 'rate-sheets', order: 2 }),
    contentEntry({ id: 'r1', label: 'Guidelines', subPath: '', link: 'https://lender.test/guidelines.pdf', order: 1 }),
    contentEntry({ id: 'r3', label: 'Old forms', subPath: 'old-forms', active: false, order: 0 }),
  ],
  contentPages: [contentEntry({ id: 't1', label: 'Pricing webinar', subPath: 'pricing-webinar', order: 0 })],
  newTrainingPages: true,
  ...overrides,
});

describe('settingsMenuLinks', () => {
  it('lists the active help pages by order, a link in a new tab and a page under Resources', () => {
    expect(settingsMenuLinks(sources()).Resources).toEqual([
      { label: 'Guidelines', to: 'https://lender.test/guidelines.pdf', external: true },
      { label: 'Rate sheets', to: '/resources/rate-sheets', external: false },
    ]);
  });

  it("lists the administrators' training pages while newTrainingPages is on", () => {
    expect(settingsMenuLinks(sources()).Training).toEqual([{ label: 'Pricing webinar', to: '/training/pricing-webinar', external: false }]);
    expect(settingsMenuLinks(sources({ newTrainingPages: false })).Training).toEqual([]);
  });
});
