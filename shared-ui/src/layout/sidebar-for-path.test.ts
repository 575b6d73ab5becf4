import { sidebarForPath } from './sidebar-for-path';

describe('sidebarForPath', () => {
  it.each([
    ['/admin', { kind: 'slot', slot: 'admin-sidebar' }],
    ['/admin/changelogs', { kind: 'slot', slot: 'admin-sidebar' }],
    ['/loan/L-1/summary', { kind: 'slot', slot: 'loan-sidebar' }],
    ['/ae-pipeline/users', { kind: 'slot', slot: 'ae-sidebar' }],
    ['/resources/changelogs', { kind: 'changelogs' }],
    ['/settings/profile', { kind: 'settings' }],
    ['/training/getting-started', { kind: 'slot', slot: 'training-sidebar' }],
    ['/resources/rate-sheets', { kind: 'slot', slot: 'resources-sidebar' }],
  ])('%s → %j', (path, expected) => {
    expect(sidebarForPath(path)).toEqual(expected);
  });

  it.each(['/pipeline', '/dashboard', '/knowledge', '/loans', '/chat-history', '/'])('%s has no sidebar', (path) => {
    expect(sidebarForPath(path)).toBeNull();
  });
});
