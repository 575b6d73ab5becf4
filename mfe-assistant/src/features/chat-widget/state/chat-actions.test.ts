import type { ChatAction } from 'shared-rules';
import { navigationLink, openableUrl, planAction, runToolMessage, ticketPrefill } from './chat-actions';

const action = (overrides: Partial<ChatAction> & Pick<ChatAction, 'type'>): ChatAction => ({ label: 'Do it', ...overrides });

describe('navigationLink', () => {
  it('builds the link of a route that takes nothing, dropping parameters it does not take', () => {
    expect(navigationLink('pipeline')).toBe('/pipeline');
    expect(navigationLink('quickPricer', { loanId: '1' })).toBe('/quick-pricer');
    expect(navigationLink('chatHistory')).toBe('/chat-history');
  });

  it('fills and encodes the parameters of a route', () => {
    expect(navigationLink('knowledgeDocument', { id: 'kb-rate-lock' })).toBe('/knowledge/document/kb-rate-lock');
    expect(navigationLink('loan', { loanId: '2611000002', tab: 'conditions' })).toBe('/loan/2611000002/conditions');
    expect(navigationLink('loan', { loanId: '2611000002', tab: 'preview/le' })).toBe('/loan/2611000002/preview/le');
    expect(navigationLink('loan', { loanId: '2611000002' })).toBe('/loan/2611000002/summary');
    expect(navigationLink('loan', { loanId: '26', tab: 'documents', task: 'appraisal' })).toBe('/loan/26/documents?task=appraisal');
    expect(navigationLink('accountSettings', { page: 'preferences' })).toBe('/settings/preferences');
    expect(navigationLink('changelogs', { year: '2026', month: '3' })).toBe('/resources/changelogs?year=2026&month=3');
    expect(navigationLink('changelogs', { year: 'soon', month: '13' })).toBe('/resources/changelogs');
  });

  it('refuses what does not fit', () => {
    expect(navigationLink(undefined)).toBeNull();
    expect(navigationLink('loan', {})).toBeNull();
    expect(navigationLink('loan', { loanId: '26', tab: 'nowhere' })).toBeNull();
    expect(navigationLink('loan', { loanId: '../admin', tab: 'summary' })).toBeNull();
    expect(navigationLink('knowledgeDocument', {})).toBeNull();
    expect(navigationLink('accountSettings', { page: 'secrets' })).toBeNull();
    expect(navigationLink('admin' as never)).toBeNull();
  });
});

describe('openableUrl', () => {
  it('opens http(s) addresses and portal paths, nothing else', () => {
    expect(openableUrl('https://example.com/guide.pdf')).toBe('https://example.com/guide.pdf');
    expect(openableUrl('/knowledge')).toBe('/knowledge');
    expect(openableUrl('javascript:alert(1)')).toBeNull();
    expect(openableUrl('data:text/html,hi')).toBeNull();
    expect(openableUrl('//evil.example')).toBeNull();
    expect(openableUrl(undefined)).toBeNull();
  });
});

describe('runToolMessage', () => {
  it('asks for the tool with its parameters', () => {
    expect(runToolMessage('get_loan_conditions', { loanId: '2611000002' })).toBe('Please run get_loan_conditions with loanId 2611000002.');
    expect(runToolMessage('list_my_loans')).toBe('Please run list_my_loans.');
  });
});

describe('ticketPrefill', () => {
  it('fills the issue from the subject and description, with the action category and severity', () => {
    expect(
      ticketPrefill({ subject: 'Appraisal stuck', description: 'Ordered 5 days ago', category: 'loan', severity: 'high' }, {}),
    ).toEqual({ issue: 'Appraisal stuck\n\nOrdered 5 days ago', category: 'loan', severity: 'high' });
  });

  it('defaults to a loan question on a loan, else a technical one, of medium severity', () => {
    expect(ticketPrefill(null, { currentLoanId: '26' })).toEqual({ issue: '', category: 'loan', severity: 'medium' });
    expect(ticketPrefill(null, {})).toEqual({ issue: '', category: 'technical', severity: 'medium' });
  });
});

describe('planAction', () => {
  it('NAVIGATE goes to the built link, or gets no button', () => {
    expect(planAction(action({ type: 'NAVIGATE', routeName: 'loan', params: { loanId: '26', tab: 'documents' } }), {})).toEqual({
      kind: 'navigate',
      to: '/loan/26/documents',
    });
    expect(planAction(action({ type: 'NAVIGATE', routeName: 'loan' }), {})).toBeNull();
  });

  it('OPEN_URL opens a safe address only', () => {
    expect(planAction(action({ type: 'OPEN_URL', url: 'https://fanniemae.com/guide' }), {})).toEqual({
      kind: 'open-url',
      url: 'https://fanniemae.com/guide',
    });
    expect(planAction(action({ type: 'OPEN_URL', url: 'javascript:alert(1)' }), {})).toBeNull();
  });

  it('RUN_TOOL sends a message asking to run it', () => {
    expect(planAction(action({ type: 'RUN_TOOL', toolName: 'get_loan_status', params: { loanId: '26' } }), {})).toEqual({
      kind: 'send-message',
      message: 'Please run get_loan_status with loanId 26.',
    });
    expect(planAction(action({ type: 'RUN_TOOL' }), {})).toBeNull();
  });

  it('CREATE_TICKET opens the support dialog prefilled', () => {
    expect(planAction(action({ type: 'CREATE_TICKET', subject: 'Locked out', category: 'account', severity: 'urgent' }), {})).toEqual({
      kind: 'support-dialog',
      prefill: { issue: 'Locked out', category: 'account', severity: 'urgent' },
    });
  });

  it('CONTACT_AE asks for the Loan Help drawer on a loan, else the support dialog', () => {
    expect(planAction(action({ type: 'CONTACT_AE', contactMethod: 'email' }), { currentLoanId: '26' })).toEqual({
      kind: 'loan-help',
      loanId: '26',
    });
    expect(planAction(action({ type: 'CONTACT_AE', description: 'Ask about pricing' }), {})).toEqual({
      kind: 'support-dialog',
      prefill: { issue: 'Ask about pricing', category: 'loan', severity: 'medium' },
    });
  });
});
