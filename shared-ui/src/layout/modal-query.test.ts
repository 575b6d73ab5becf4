import { modalFromQuery, withModalQuery, withoutModalQuery } from './modal-query';

describe('modal query', () => {
  it('reads the Add Loan modal and its spec parameters', () => {
    const query = new URLSearchParams('status=open&modal=add-loan&channel=Correspondent&loan_token=tok-1&nonQM=true');
    expect(modalFromQuery(query)).toEqual({ modal: 'add-loan', params: { channel: 'Correspondent', loanToken: 'tok-1', nonQM: 'true' } });
  });

  it('reads Contact Support with its loan id, and leaves out absent or empty parameters', () => {
    expect(modalFromQuery(new URLSearchParams('modal=contact-support&loanId=LN-7'))).toEqual({
      modal: 'contact-support',
      params: { loanId: 'LN-7' },
    });
    expect(modalFromQuery(new URLSearchParams('modal=add-loan&channel='))).toEqual({ modal: 'add-loan', params: {} });
  });

  it('reads the Loan Help and Technical Issue drawers with the loan they are about', () => {
    expect(modalFromQuery(new URLSearchParams('modal=loan-help&loanId=LN-7'))).toEqual({ modal: 'loan-help', params: { loanId: 'LN-7' } });
    expect(modalFromQuery(new URLSearchParams('modal=technical-issue'))).toEqual({ modal: 'technical-issue', params: {} });
  });

  it('opens nothing without a modal or for an unknown one', () => {
    expect(modalFromQuery(new URLSearchParams('channel=Correspondent'))).toBeNull();
    expect(modalFromQuery(new URLSearchParams('modal=wire-transfer'))).toBeNull();
    expect(modalFromQuery(new URLSearchParams('modal=toString'))).toBeNull();
  });

  it('writes a request so that reading it back gives the same request, keeping other parameters', () => {
    const request = { modal: 'add-loan', params: { channel: 'Brokered - Wholesale', loanToken: 'tok-2' } } as const;
    const query = withModalQuery(new URLSearchParams('status=open'), request);
    expect(query.get('status')).toBe('open');
    expect(query.get('loan_token')).toBe('tok-2');
    expect(modalFromQuery(query)).toEqual(request);
  });

  it('replaces the parameters of a modal opened before', () => {
    const addLoan = new URLSearchParams('modal=add-loan&channel=Correspondent&nonQM=true');
    const query = withModalQuery(addLoan, { modal: 'contact-support', params: { loanId: 'LN-9' } });
    expect(query.toString()).toBe('modal=contact-support&loanId=LN-9');
  });

  it('closes by removing the modal and all its parameters only', () => {
    const query = withoutModalQuery(
      new URLSearchParams('status=open&modal=add-loan&channel=Correspondent&loan_token=t&nonQM=true&loanId=x'),
    );
    expect(query.toString()).toBe('status=open');
  });
});
