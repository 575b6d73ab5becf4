import { summarizeAuditEntry } from './trail-summary';

const entry = (action: string, overrides: Partial<Parameters<typeof summarizeAuditEntry>[0]> = {}) =>
  summarizeAuditEntry({ action, entityType: 'user', entityId: 'usr-1', entityName: 'Taylor Brooks', details: {}, ...overrides });

describe('summarizeAuditEntry', () => {
  it('names the entity and the fields changed', () => {
    expect(entry('user.update', { details: { changed: ['firstName', 'disabledLogin'] } })).toBe(
      'Changed user Taylor Brooks: first name, disabled login',
    );
    expect(entry('impersonation.start')).toBe('Started acting as Taylor Brooks');
    expect(entry('user.import', { details: { count: 3 } })).toBe('Imported 3 users from a CSV file');
  });

  it('falls back to the id when the entity has no name, and reads an unknown action as words', () => {
    expect(entry('user.create', { entityName: null })).toBe('Added user usr-1');
    expect(entry('profile-photo-changed')).toBe('Profile photo changed: user Taylor Brooks');
    expect(entry('changelog.delete', { entityType: 'changelog', entityName: 'Spring release' })).toBe('Deleted changelog Spring release');
  });

  it('tells a restored rule set from a saved one', () => {
    expect(entry('rule-set.restore', { entityType: 'rule-set', entityName: 'Jumbo', details: { version: 4, restoredFrom: 2 } })).toBe(
      'Restored rule set Jumbo to version 2 (version 4)',
    );
  });

  it('reads the shared secret of instances by its fingerprint, and a refused link by its reason', () => {
    const sync = { entityType: 'instance', entityId: 'instance-sync', entityName: null };
    expect(entry('instance-sync.secret-generate', { ...sync, details: { fingerprint: '3f2a-9c1b-77de' } })).toBe(
      'Generated the shared secret of moving between instances (fingerprint 3f2a-9c1b-77de)',
    );
    expect(
      entry('instance-sync.refused', { ...sync, entityId: 'exchange-token', details: { reason: 'instance-sync-token-invalid' } }),
    ).toBe('Refused a sign-in link from another instance (instance-sync-token-invalid)');
  });

  it('reads the loan views and downloads the audit setting records', () => {
    expect(entry('loan.view', { entityType: 'loan', entityName: '1000234' })).toBe('Opened loan 1000234');
    const download = { entityType: 'loan-document', entityName: 'paystub.pdf' };
    expect(entry('document.download', { ...download, details: { loanNumber: '1000234', disposition: 'attachment', via: 'session' } })).toBe(
      'Downloaded paystub.pdf of loan 1000234',
    );
    expect(entry('document.download', { ...download, details: { loanNumber: '1000234', disposition: 'inline', via: 'signed-link' } })).toBe(
      'Viewed paystub.pdf of loan 1000234 through a signed PDF link',
    );
  });

  it('counts what the retention sweep removed, per kind of record', () => {
    const details = { retentionDays: 30, total: 12, removed: { auditLog: 10, settingAudit: 2, chatAudit: 0 } };
    expect(entry('audit.retention', { entityType: 'audit-retention', entityName: null, details })).toBe(
      'Removed 12 audit records older than 30 days: 10 of people, organisations and access, 2 of settings',
    );
  });
});
