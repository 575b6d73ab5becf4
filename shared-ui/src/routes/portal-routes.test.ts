import { linkTo, PORTAL_ROUTE_PATTERNS } from './portal-routes';

describe('linkTo', () => {
  it('gives the fixed routes as they are', () => {
    expect(linkTo('pipeline')).toBe('/pipeline');
    expect(linkTo('aePipeline')).toBe('/ae-pipeline');
    expect(linkTo('brokerCompanies')).toBe('/ae-pipeline/orgs');
    expect(linkTo('admin')).toBe('/admin');
  });

  it('fills in path parameters', () => {
    expect(linkTo('loan', { loanId: 'a1b2', tab: 'documents' })).toBe('/loan/a1b2/documents');
    expect(linkTo('adminSettings', { page: 'email-settings' })).toBe('/admin/settings/email-settings');
    expect(linkTo('knowledgeDocument', { id: 'doc-7' })).toBe('/knowledge/document/doc-7');
    expect(linkTo('accountSettings', { page: 'encompass' })).toBe('/settings/encompass');
  });

  it('encodes a parameter as one segment, so it cannot leave its place in the path', () => {
    expect(linkTo('loan', { loanId: '../admin', tab: 'summary' })).toBe('/loan/..%2Fadmin/summary');
    expect(linkTo('knowledgeDocument', { id: 'rate sheet #2?' })).toBe('/knowledge/document/rate%20sheet%20%232%3F');
  });

  it('keeps the segments of a multi-segment parameter (loan sub-tabs, nested admin pages)', () => {
    expect(linkTo('loan', { loanId: 'a1b2', tab: 'preview/request' })).toBe('/loan/a1b2/preview/request');
    expect(linkTo('adminPage', { page: 'field-rules/audit' })).toBe('/admin/field-rules/audit');
  });

  it('refuses dot segments and empty segments in a multi-segment parameter', () => {
    // Bypasses the types on purpose: the value could come from the URL at run time.
    const tab = '../../admin' as 'summary';
    expect(() => linkTo('loan', { loanId: 'a1b2', tab })).toThrow(`linkTo('loan'): "tab" must be path segments, got "../../admin"`);
    expect(() => linkTo('adminPage', { page: 'users//x' as 'users' })).toThrow('must be path segments');
  });

  it('puts the other keys in the query string, encoded, leaving out empty ones', () => {
    expect(linkTo('brokerContacts', { orgId: 'org summit&co' })).toBe('/ae-pipeline/users?orgId=org+summit%26co');
    expect(linkTo('brokerContacts', { orgId: undefined })).toBe('/ae-pipeline/users');
    expect(linkTo('brokerContacts', { orgId: '' })).toBe('/ae-pipeline/users');
    expect(linkTo('brokerContacts')).toBe('/ae-pipeline/users');
    expect(linkTo('changelogs', { year: 2026, month: 11 })).toBe('/resources/changelogs?year=2026&month=11');
    expect(linkTo('changelogs', { year: 2026 })).toBe('/resources/changelogs?year=2026');
  });

  it('throws when a path parameter is empty', () => {
    expect(() => linkTo('loan', { loanId: '', tab: 'summary' })).toThrow(`linkTo('loan'): "loanId" is required`);
  });

  it('covers the areas of the specification routes table', () => {
    const prefixes = new Set(Object.values(PORTAL_ROUTE_PATTERNS).map((pattern) => pattern.split('/')[1]));
    expect([...prefixes].sort()).toEqual(
      [
        'admin',
        'ae-pipeline',
        'chat-history',
        'contact-support',
        'dashboard',
        'knowledge',
        'loan',
        'login',
        'pipeline',
        'quick-pricer',
        'resources',
        'settings',
        'training',
      ].sort(),
    );
  });
});

// Type-level checks: each line must fail to compile (tsc --noEmit runs over test files too).
export function refusedByTheTypes() {
  // @ts-expect-error the loan route needs a loan id and a tab
  linkTo('loan');
  // @ts-expect-error not a loan tab
  linkTo('loan', { loanId: 'a', tab: 'nope' });
  // @ts-expect-error not an admin settings page
  linkTo('adminSettings', { page: 'colours' });
  // @ts-expect-error the pipeline takes no arguments
  linkTo('pipeline', { page: 2 });
  // @ts-expect-error no such route
  linkTo('loans');
}
