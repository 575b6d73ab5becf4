import { crumbsFor } from './crumbs';

describe('crumbsFor', () => {
  it('names the first segment after the owning area', () => {
    expect(crumbsFor('/loan/L-100/disclosure-tracking', 'Loans')).toEqual([
      { label: 'Loans', to: '/loan' },
      { label: 'L 100', to: '/loan/L-100' },
      { label: 'Disclosure tracking', to: '/loan/L-100/disclosure-tracking' },
    ]);
  });
  it('uses the host names for its own areas', () => {
    expect(crumbsFor('/settings/profile', null).map((crumb) => crumb.label)).toEqual(['Account Settings', 'Profile']);
  });
  it('has no crumbs at the root', () => {
    expect(crumbsFor('/', null)).toEqual([]);
  });
});
