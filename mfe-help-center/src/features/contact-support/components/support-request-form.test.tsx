import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { SUPPORT_DESCRIPTION_MAX_LENGTH, SUPPORT_SUBJECT_MAX_LENGTH } from 'shared-rules';
import { SUPPORT_MESSAGES } from '../state/support-request';
import { SEND_FAILED_TITLE, SupportRequestForm } from './support-request-form';

const send = jest.fn<Promise<string | null>, [unknown]>();
let hold: { message: string; waiting: boolean } | null = null;
jest.mock('../hooks/use-send-support-request', () => ({
  useSendSupportRequest: () => ({ send, sending: false, hold, loanNumber: null, accountExecutiveName: null }),
}));

function fill(subject: string, description: string) {
  fireEvent.change(screen.getByRole('textbox', { name: /Subject/ }), { target: { value: subject } });
  fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), { target: { value: description } });
}

describe('SupportRequestForm', () => {
  beforeEach(() => {
    send.mockReset();
    hold = null;
  });

  it('enables Submit only when subject and description are filled', () => {
    renderWithProviders(<SupportRequestForm type="tech-help" loanId={null} onBack={jest.fn()} onSent={jest.fn()} />);
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    fill('Cannot upload', '');
    expect(submit).toBeDisabled();
    fill('Cannot upload', 'The page spins');
    expect(submit).toBeEnabled();
  });

  it('shows the required messages once a field is left empty', () => {
    renderWithProviders(<SupportRequestForm type="tech-help" loanId={null} onBack={jest.fn()} onSent={jest.fn()} />);
    fireEvent.blur(screen.getByRole('textbox', { name: /Subject/ }));
    fireEvent.blur(screen.getByRole('textbox', { name: /Description/ }));
    expect(screen.getByText('Subject can not be empty')).toBeInTheDocument();
    expect(screen.getByText('Description can not be empty')).toBeInTheDocument();
  });

  it('keeps the draft and says the request was not sent when sending fails', async () => {
    send.mockResolvedValue('Route not found.');
    const onSent = jest.fn();
    renderWithProviders(<SupportRequestForm type="tech-help" loanId={null} onBack={jest.fn()} onSent={onSent} />);
    fill('Cannot upload', 'The page spins');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(SEND_FAILED_TITLE)).toBeInTheDocument();
    expect(onSent).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('Cannot upload');
  });

  it('closes once the request was accepted', async () => {
    send.mockResolvedValue(null);
    const onSent = jest.fn();
    renderWithProviders(<SupportRequestForm type="loan-help" loanId="L-7" onBack={jest.fn()} onSent={onSent} />);
    expect(screen.getByRole('textbox', { name: 'Loan Id' })).toHaveValue('L-7');
    fill('Appraisal', 'When is it due?');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(send).toHaveBeenCalledWith({ subject: 'Appraisal', description: 'When is it due?' });
  });

  it('counts characters against the limits and refuses a subject over the limit', () => {
    renderWithProviders(<SupportRequestForm type="tech-help" loanId={null} onBack={jest.fn()} onSent={jest.fn()} />);
    const subject = screen.getByRole('textbox', { name: /Subject/ });
    expect(subject).toHaveAttribute('maxlength', String(SUPPORT_SUBJECT_MAX_LENGTH));
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveAttribute('maxlength', String(SUPPORT_DESCRIPTION_MAX_LENGTH));
    fill('Lock', 'Extend');
    expect(screen.getByText(`4 / ${SUPPORT_SUBJECT_MAX_LENGTH} characters`)).toBeInTheDocument();
    // A pasted value is cut by maxlength in a browser; jsdom lets it through, so the check shows.
    fill('x'.repeat(SUPPORT_SUBJECT_MAX_LENGTH + 1), 'Extend');
    fireEvent.blur(subject);
    expect(screen.getByText(SUPPORT_MESSAGES.subjectTooLong)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('holds Submit and says why while the request cannot be sent', () => {
    hold = { message: SUPPORT_MESSAGES.loanHelpPreparing, waiting: true };
    renderWithProviders(<SupportRequestForm type="loan-help" loanId="L-7" onBack={jest.fn()} onSent={jest.fn()} />);
    fill('Appraisal', 'When is it due?');
    expect(screen.getByText(SUPPORT_MESSAGES.loanHelpPreparing)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });
});
