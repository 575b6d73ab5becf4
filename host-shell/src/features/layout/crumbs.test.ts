import { crumbsFor } from './crumbs';

const LOANS = { label: 'Loans', home: '/pipeline' };
const ADMINISTRATION = { label: 'Administration', home: '/admin' };
const HELP_CENTER = { label: 'Help Center', home: '/knowledge' };
const labels = (pathname: string, area: { label: string; home: string | null } | null) =>
  crumbsFor(pathname, area).map((crumb) => crumb.label);

describe('crumbsFor', () => {
  it('starts with the owning area, then the page', () => {
    expect(labels('/pipeline', LOANS)).toEqual(['Loans', 'Pipeline']);
    expect(labels('/knowledge/document/42', HELP_CENTER)).toEqual(['Help Center', 'Knowledge', 'Document', '42']);
  });

  it("merges a first segment that only names the area, linking it to the area's home", () => {
    expect(crumbsFor('/loan/L-100/disclosure-tracking', LOANS)).toEqual([
      { label: 'Loans', to: '/pipeline' },
      { label: 'L 100', to: '/loan/L-100' },
      { label: 'Disclosure tracking', to: '/loan/L-100/disclosure-tracking' },
    ]);
    expect(labels('/admin/users', ADMINISTRATION)).toEqual(['Administration', 'Users']);
  });

  it('names a record path the way its remote labelled it', () => {
    expect(crumbsFor('/loan/3f2a9c/workflow', LOANS, { '/loan/3f2a9c': 'Loan 260001001' })).toEqual([
      { label: 'Loans', to: '/pipeline' },
      { label: 'Loan 260001001', to: '/loan/3f2a9c' },
      { label: 'Workflow', to: '/loan/3f2a9c/workflow' },
    ]);
  });

  it('uses the host names for its own areas', () => {
    expect(labels('/settings/profile', null)).toEqual(['Account Settings', 'Profile']);
    expect(labels('/resources/changelogs', HELP_CENTER)).toEqual(['Resources', 'Changelogs']);
  });

  it('has no crumbs at the root, and plain segments without an area', () => {
    expect(crumbsFor('/', null)).toEqual([]);
    expect(labels('/somewhere-else', null)).toEqual(['Somewhere else']);
  });
});
