import type { ContentPageEntry } from 'shared-rules';
import { buildPrimaryMenus, type PrimaryMenuSources } from './content-menus';

const entry = (overrides: Partial<ContentPageEntry>): ContentPageEntry => ({
  id: 'e',
  label: 'Page',
  subPath: 'page',
  link: '',
  body: 'Body',
  active: true,
  order: 0,
  ...overrides,
});

const sources = (overrides: Partial<PrimaryMenuSources> = {}): PrimaryMenuSources => ({
  helpPages: [
    entry({ id: 'r2', label: 'Rate sheets', subPath: 'rate-sheets', order: 2 }),
    entry({ id: 'r1', label: 'Guidelines', subPath: '', link: 'https://lender.test/guidelines.pdf', order: 1 }),
    entry({ id: 'r3', label: 'Old forms', subPath: 'old-forms', active: false, order: 0 }),
  ],
  contentPages: [entry({ id: 't1', label: 'Pricing webinar', subPath: 'pricing-webinar', order: 0 })],
  knowledgeBase: true,
  newTrainingPages: true,
  isAdmin: false,
  ...overrides,
});

const menu = (label: 'Resources' | 'Training', built = buildPrimaryMenus(sources())) =>
  built.find((candidate) => candidate.label === label)?.links ?? [];

describe('buildPrimaryMenus', () => {
  it('lists the active help pages by order, then the Resources defaults', () => {
    expect(menu('Resources')).toEqual([
      { label: 'Guidelines', to: 'https://lender.test/guidelines.pdf', external: true },
      { label: 'Rate sheets', to: '/resources/rate-sheets', external: false },
      { label: 'All Resources', to: '/resources', external: false },
      { label: 'Knowledge Base', to: '/knowledge', external: false },
      { label: 'Release Notes', to: '/resources/changelogs', external: false },
    ]);
  });

  it('drops the Knowledge Base link while the knowledge base is off', () => {
    const labels = menu('Resources', buildPrimaryMenus(sources({ knowledgeBase: false }))).map((link) => link.label);
    expect(labels).toEqual(['Guidelines', 'Rate sheets', 'All Resources', 'Release Notes']);
  });

  it("lists administrators' training pages, the shipped pages, then Training Center", () => {
    expect(menu('Training').map((link) => `${link.label} ${link.to}`)).toEqual([
      'Pricing webinar /training/pricing-webinar',
      'Getting started with the portal /training/getting-started',
      'Submitting a loan with a MISMO file /training/submitting-a-loan',
      'Clearing conditions /training/clearing-conditions',
      'Training Center /training',
    ]);
  });

  it("keeps the shipped pages but hides administrators' training pages while newTrainingPages is off", () => {
    const labels = menu('Training', buildPrimaryMenus(sources({ newTrainingPages: false }))).map((link) => link.label);
    expect(labels).not.toContain('Pricing webinar');
    expect(labels).toContain('Clearing conditions');
    expect(labels.at(-1)).toBe('Training Center');
  });

  it('lists the shipped set-up guides for administrators only', () => {
    const broker = menu('Training').map((link) => link.label);
    const administrator = menu('Training', buildPrimaryMenus(sources({ isAdmin: true }))).map((link) => link.label);
    expect(broker).not.toContain('Setting up the portal');
    expect(administrator).toEqual(expect.arrayContaining(['Setting up the portal', 'Managing menus, pages and release notes']));
    expect(administrator.at(-1)).toBe('Training Center');
  });
});
