import { auditActionLabel, auditDetailLines } from './audit-entries';

describe('audit entries', () => {
  it('names the actions services record and keeps unknown ones', () => {
    expect(auditActionLabel('processed')).toBe('Text extracted');
    expect(auditActionLabel('restore')).toBe('restore');
  });

  it('writes details as label: value lines', () => {
    expect(auditDetailLines({ filename: 'guide.pdf', bytes: 2048, tagRenamed: { from: 'lock', to: 'rate-lock' }, extra: [1] })).toEqual([
      'File: guide.pdf',
      'Bytes: 2048',
      'Tag renamed: lock → rate-lock',
      'extra: [1]',
    ]);
  });
});
