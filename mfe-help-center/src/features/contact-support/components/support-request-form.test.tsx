import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { SEND_FAILED_TITLE, SupportRequestForm } from './support-request-form';

const send = jest.fn<Promise<string | null>, [unknown]>();
jest.mock('../hooks/use-send-support-request', () => ({
  useSendSupportRequest: () => ({ send, sending: false }),
}));

function fill(subject: string, description: string) {
  fireEvent.change(screen.getByRole('textbox', { name: /Subject/ }), { target: { value: subject } });
  fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), { target: { value: description } });
}

describe('SupportRequestForm', () => {
  beforeEach(() => send.mockReset());

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
});
