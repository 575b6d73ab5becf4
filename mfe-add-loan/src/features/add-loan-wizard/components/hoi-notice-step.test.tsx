import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { HoiNoticeAnswer } from 'shared-rules';
import { renderWithProviders } from 'shared-ui/testing';
import { HoiNoticeStep } from './hoi-notice-step';

function Harness({ onCreate }: { onCreate: () => void }) {
  const [answer, setAnswer] = useState<HoiNoticeAnswer | null>(null);
  return <HoiNoticeStep answer={answer} submitting={false} onAnswer={setAnswer} onBack={jest.fn()} onCreate={onCreate} />;
}

describe('HoiNoticeStep', () => {
  it('creates the loan only once the notice is answered', () => {
    const onCreate = jest.fn();
    renderWithProviders(<Harness onCreate={onCreate} />);
    const create = screen.getByRole('button', { name: 'Create Loan' });
    expect(create).toBeDisabled();
    const optOut = screen.getByRole('radio', { name: 'The borrower opts out: they will provide their own homeowners insurance' });
    fireEvent.click(optOut);
    expect(optOut).toBeChecked();
    expect(create).toBeEnabled();
    fireEvent.click(create);
    expect(onCreate).toHaveBeenCalledTimes(1);
  });
});
