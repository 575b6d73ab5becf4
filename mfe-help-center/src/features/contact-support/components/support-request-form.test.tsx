import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { fill, renderWithProviders } from 'shared-ui/testing';
import { SUPPORT_DESCRIPTION_MAX_LENGTH, SUPPORT_SUBJECT_MAX_LENGTH } from 'shared-rules';
import { SUPPORT_MESSAGES } from '../state/support-request';
import { SEND_FAILED_TITLE, SupportRequestForm } from './support-request-form';

const send = jest.fn<Promise<string | null>, [unknown]>();
let hold: { message: string; waiting: boolean } | null = null;
jest.mock('../hooks/use-send-support-request', () => ({
  useSendSupportRequest: () => ({ send, sending: false, hold, loanNumber: null, accountExecutiveName: null }),
}));

async function writeRequest(user: UserEvent, subject: string, description: string) {
  await fill(user, screen.getByRole('textbox', { name: /Subject/ }), subject);
  await fill(user, screen.getByRole('textbox', { name: /Description/ }), description);
}

describe('SupportRequestForm', () => {
  beforeEach(() => {
    send.mockReset();
    hold = null;
  });

  it('enables Submit only when subject and description are filled', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SupportRequestForm type="tech-help" loanId={null} onBack={jest.fn()} onSent={jest.fn()} />);
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await writeRequest(user, 'Cannot upload', '');
    expect(submit).toBeDisabled();
    await writeRequest(user, 'Cannot upload', 'The page spins');
    expect(submit).toBeEnabled();
  });

  it('shows the required messages once a field is left empty', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SupportRequestForm type="tech-help" loanId={null} onBack={jest.fn()} onSent={jest.fn()} />);
    await user.click(screen.getByRole('textbox', { name: /Subject/ }));
    await user.click(screen.getByRole('textbox', { name: /Description/ }));
    await user.tab();
    expect(screen.getByText('Subject can not be empty')).toBeInTheDocument();
    expect(screen.getByText('Description can not be empty')).toBeInTheDocument();
  });

  it('keeps the draft and says the request was not sent when sending fails', async () => {
    const user = userEvent.setup();
    send.mockResolvedValue('Route not found.');
    const onSent = jest.fn();
    renderWithProviders(<SupportRequestForm type="tech-help" loanId={null} onBack={jest.fn()} onSent={onSent} />);
    await writeRequest(user, 'Cannot upload', 'The page spins');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(SEND_FAILED_TITLE)).toBeInTheDocument();
    expect(onSent).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('Cannot upload');
  });

  it('closes once the request was accepted', async () => {
    const user = userEvent.setup();
    send.mockResolvedValue(null);
    const onSent = jest.fn();
    renderWithProviders(<SupportRequestForm type="loan-help" loanId="L-7" onBack={jest.fn()} onSent={onSent} />);
    expect(screen.getByRole('textbox', { name: 'Loan Id' })).toHaveValue('L-7');
    await writeRequest(user, 'Appraisal', 'When is it due?');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(send).toHaveBeenCalledWith({ subject: 'Appraisal', description: 'When is it due?' });
  });

  it('counts characters against the limits and refuses a subject over the limit', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SupportRequestForm type="tech-help" loanId={null} onBack={jest.fn()} onSent={jest.fn()} />);
    const subject = screen.getByRole('textbox', { name: /Subject/ });
    expect(subject).toHaveAttribute('maxlength', String(SUPPORT_SUBJECT_MAX_LENGTH));
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveAttribute('maxlength', String(SUPPORT_DESCRIPTION_MAX_LENGTH));
    await writeRequest(user, 'Lock', 'Extend');
    expect(screen.getByText(`4 / ${SUPPORT_SUBJECT_MAX_LENGTH} characters`)).toBeInTheDocument();
    // A browser cuts a typed or pasted value at maxlength, and so does user-event; a value past it
    // (an extension filling the field) is set directly to see the form's own check.
    fireEvent.change(subject, { target: { value: 'x'.repeat(SUPPORT_SUBJECT_MAX_LENGTH + 1) } });
    await user.tab();
    expect(screen.getByText(SUPPORT_MESSAGES.subjectTooLong)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('holds Submit and says why while the request cannot be sent', async () => {
    const user = userEvent.setup();
    hold = { message: SUPPORT_MESSAGES.loanHelpPreparing, waiting: true };
    renderWithProviders(<SupportRequestForm type="loan-help" loanId="L-7" onBack={jest.fn()} onSent={jest.fn()} />);
    await writeRequest(user, 'Appraisal', 'When is it due?');
    expect(screen.getByText(SUPPORT_MESSAGES.loanHelpPreparing)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });
});
