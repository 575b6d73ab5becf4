import type { PageDeclaration } from 'shared-ui';
import { crumbsFor } from './crumbs';
import { type CrumbArea, HOST_AREAS } from './host-areas';

const LOANS_PAGES: PageDeclaration[] = [
  { path: '/pipeline', title: 'Pipeline' },
  { path: '/ae-pipeline', title: 'AE Pipeline' },
  { path: '/loan/:loanId/*', title: 'Loan' },
];
const ADMIN_PAGES: PageDeclaration[] = [
  { path: '/admin', title: 'Settings checklist' },
  { path: '/admin/settings/:page', title: ({ page }) => (page === 'branding' ? 'Branding' : null) },
  { path: '/admin/ai', title: 'AI Assistant' },
  { path: '/admin/ai/:section', title: ({ section }) => (section === 'tools' ? 'Tools' : null) },
  { path: '/admin/*', title: 'Administration' },
  { path: '/ae-pipeline/users', title: 'Broker Contacts' },
  { path: '/ae-pipeline/orgs', title: 'Broker Companies' },
];
const HELP_PAGES: PageDeclaration[] = [
  { path: '/knowledge/*', title: 'Knowledge Base' },
  { path: '/resources', title: 'Resources' },
  { path: '/resources/changelogs', title: 'Release Notes' },
  { path: '/training', title: 'Training Center' },
];

const LOANS: CrumbArea = { label: 'Loans', home: '/pipeline', pages: LOANS_PAGES };
const ADMINISTRATION: CrumbArea = { label: 'Administration', home: '/admin', pages: ADMIN_PAGES };
const HELP_CENTER: CrumbArea = { label: 'Help Center', home: '/knowledge', pages: HELP_PAGES };
// The help center names the areas it declares (`areas`) as users know them.
const RESOURCES: CrumbArea = { label: 'Resources', home: '/resources', pages: HELP_PAGES };
const TRAINING: CrumbArea = { label: 'Training', home: '/training', pages: HELP_PAGES };

/** The portal's areas as remotes.json and the remotes' modules place them. */
function areaOf(path: string): CrumbArea | null {
  const first = path.split('/')[1];
  if (HOST_AREAS[first]) return HOST_AREAS[first];
  if (path.startsWith('/ae-pipeline/users') || path.startsWith('/ae-pipeline/orgs') || first === 'admin') return ADMINISTRATION;
  if (['pipeline', 'ae-pipeline', 'loan'].includes(first)) return LOANS;
  if (first === 'knowledge') return HELP_CENTER;
  if (first === 'resources') return RESOURCES;
  if (first === 'training') return TRAINING;
  return null;
}

const labels = (pathname: string, names: Record<string, string> = {}) => crumbsFor(pathname, areaOf, names).map((crumb) => crumb.label);

describe('crumbsFor', () => {
  it('starts with the area, then names each page as its route declares it', () => {
    expect(crumbsFor('/pipeline', areaOf)).toEqual([
      { label: 'Loans', to: '/pipeline' },
      { label: 'Pipeline', to: '/pipeline' },
    ]);
    expect(labels('/admin/settings/branding')).toEqual(['Administration', 'Settings checklist', 'Branding']);
    expect(labels('/admin/ai/tools')).toEqual(['Administration', 'Settings checklist', 'AI Assistant', 'Tools']);
  });

  it('names the broker pages, which another remote serves below the AE pipeline', () => {
    expect(crumbsFor('/ae-pipeline/users', areaOf)).toEqual([
      { label: 'Loans', to: '/pipeline' },
      { label: 'AE Pipeline', to: '/ae-pipeline' },
      { label: 'Broker Contacts', to: '/ae-pipeline/users' },
    ]);
    expect(labels('/ae-pipeline/orgs')).toEqual(['Loans', 'AE Pipeline', 'Broker Companies']);
  });

  it('names a record by what its remote calls it, and skips addresses that are no page of their own', () => {
    expect(crumbsFor('/loan/3f2a9c/workflow', areaOf, { '/loan/3f2a9c': 'Loan 260001001', '/loan/3f2a9c/workflow': 'Workflow' })).toEqual([
      { label: 'Loans', to: '/pipeline' },
      { label: 'Loan 260001001', to: '/loan/3f2a9c' },
      { label: 'Workflow', to: '/loan/3f2a9c/workflow' },
    ]);
    expect(labels('/knowledge/document/42', { '/knowledge/document/42': 'Locking a rate' })).toEqual([
      'Help Center',
      'Knowledge Base',
      'Locking a rate',
    ]);
  });

  it('falls back to the page that renders the address until the record is named, never to the address', () => {
    expect(labels('/loan/3f2a9c/disclosure-tracking')).toEqual(['Loans', 'Loan']);
    expect(labels('/knowledge/document/42')).toEqual(['Help Center', 'Knowledge Base']);
    expect(labels('/admin/settings/not-a-page')).toEqual(['Administration', 'Settings checklist']);
  });

  it("uses the host's names for its own areas", () => {
    expect(crumbsFor('/settings/encompass', areaOf)).toEqual([
      { label: 'Account Settings', to: '/settings/profile' },
      { label: 'Integration Token', to: '/settings/encompass' },
    ]);
  });

  it('uses the names a remote gives its areas', () => {
    expect(labels('/resources/changelogs')).toEqual(['Resources', 'Release Notes']);
    expect(labels('/resources')).toEqual(['Resources']);
    expect(labels('/training/getting-started', { '/training/getting-started': 'Getting started with the portal' })).toEqual([
      'Training',
      'Training Center',
      'Getting started with the portal',
    ]);
  });

  it("shows only the area while its remote's pages are not known, and nothing for an address no area owns", () => {
    expect(labels('/pipeline')).toEqual(['Loans', 'Pipeline']);
    expect(crumbsFor('/pipeline', (path) => (path === '/pipeline' ? { ...LOANS, pages: null } : null))).toEqual([
      { label: 'Loans', to: '/pipeline' },
    ]);
    expect(crumbsFor('/', areaOf)).toEqual([]);
    expect(crumbsFor('/somewhere-else', areaOf)).toEqual([]);
  });
});
