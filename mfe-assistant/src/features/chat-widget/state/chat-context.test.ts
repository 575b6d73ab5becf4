import { PERSONA } from 'shared-rules';
import { externalProfile, internalProfile } from 'shared-ui/testing';
import { chatContextFor, OTHER_PAGE_TYPE, pageContextOf, userRoleOf } from './chat-context';

describe('pageContextOf', () => {
  it('names the portal route the path is on', () => {
    expect(pageContextOf('/pipeline')).toEqual({ pageType: 'pipeline' });
    expect(pageContextOf('/quick-pricer')).toEqual({ pageType: 'quickPricer' });
    expect(pageContextOf('/chat-history/c1')).toEqual({ pageType: 'chatConversation' });
    expect(pageContextOf('/settings/profile')).toEqual({ pageType: 'accountSettings' });
  });

  it('prefers the more specific route', () => {
    expect(pageContextOf('/knowledge/document/kb-1')).toEqual({ pageType: 'knowledgeDocument' });
    expect(pageContextOf('/knowledge/guide/rate-locks')).toEqual({ pageType: 'knowledgePage' });
    expect(pageContextOf('/resources/changelogs')).toEqual({ pageType: 'changelogs' });
    expect(pageContextOf('/admin/ai/tools')).toEqual({ pageType: 'adminAssistantSection' });
    expect(pageContextOf('/admin/field-rules/audit')).toEqual({ pageType: 'adminPage' });
  });

  it('takes the loan id from /loan/{id}/{tab}, sub-tabs included', () => {
    expect(pageContextOf('/loan/2611000002/conditions')).toEqual({ pageType: 'loan', currentLoanId: '2611000002' });
    expect(pageContextOf('/loan/L-7/preview/request')).toEqual({ pageType: 'loan', currentLoanId: 'L-7' });
  });

  it('leaves out a loan id the contract would refuse', () => {
    expect(pageContextOf('/loan/a%20b/summary')).toEqual({ pageType: 'loan' });
  });

  it('says "other" for a path of no route', () => {
    expect(pageContextOf('/')).toEqual({ pageType: OTHER_PAGE_TYPE });
    expect(pageContextOf('/nowhere/at/all')).toEqual({ pageType: OTHER_PAGE_TYPE });
    expect(pageContextOf('/loan/123')).toEqual({ pageType: OTHER_PAGE_TYPE });
  });
});

describe('userRoleOf', () => {
  it('names the role from the profile', () => {
    expect(userRoleOf(undefined)).toBeUndefined();
    expect(userRoleOf(externalProfile())).toBe('loan-officer');
    const processor = externalProfile();
    expect(userRoleOf({ ...processor, tpoUser: processor.tpoUser && { ...processor.tpoUser, roleTypes: ['lp'] } })).toBe('loan-processor');
    expect(userRoleOf(internalProfile())).toBe('internal');
    expect(userRoleOf(internalProfile({ personas: [{ entityId: PERSONA.accountExecutive }] }))).toBe('account-executive');
    expect(userRoleOf(internalProfile({ personas: [{ entityId: PERSONA.administrator }] }))).toBe('administrator');
  });
});

describe('chatContextFor', () => {
  it('joins the page and the user: organisation and role', () => {
    expect(chatContextFor('/loan/2611000002/documents', externalProfile())).toEqual({
      pageType: 'loan',
      currentLoanId: '2611000002',
      organizationId: 'org-1',
      userRole: 'loan-officer',
    });
    expect(chatContextFor('/pipeline', internalProfile())).toEqual({ pageType: 'pipeline', userRole: 'internal' });
    expect(chatContextFor('/pipeline', undefined)).toEqual({ pageType: 'pipeline' });
  });
});
