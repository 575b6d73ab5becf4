import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { HoiNoticeAnswer } from 'shared-rules';
import { renderWithProviders } from 'shared-ui/testing';
import { HoiNoticeStep } from './hoi-notice-step';

function Harness({ onCreate }: { onCreate: () => void }) {
  const [answer, setAnswer] = useState<HoiNoticeAnswer | null>(null);
  return <HoiNoticeStep answer={answer} submitting={false} onAnswer={setAnswer} onBack={jest.fn()} onCreate={onCreate} />;
}

describe('HoiNoticeStep', () => {
  it('creates the loan only once the notice is answered', async () => {
    const user = userEvent.setup();
    const onCreate = jest.fn();
    renderWithProviders(<Harness onCreate={onCreate} />);
    const create = screen.getByRole('button', { name: 'Create Loan' });
    expect(create).toBeDisabled();
    const optOut = screen.getByRole('radio', { name: 'The borrower opts out: they will provide their own homeowners insurance' });
    await user.click(optOut);
    expect(optOut).toBeChecked();
    expect(create).toBeEnabled();
    await user.click(create);
    expect(onCreate).toHaveBeenCalledTimes(1);
  });
});
