import type { Changelog } from 'shared-rules';

/** A published release note, for tests. */
export function changelog(overrides: Partial<Changelog> = {}): Changelog {
  return {
    id: 'c1',
    title: 'Faster MISMO imports',
    version: '2.4.0',
    content: 'Imports of **MISMO 3.4** files now take seconds.',
    startDate: '2026-03-02',
    active: true,
    unread: true,
    updatedAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}
