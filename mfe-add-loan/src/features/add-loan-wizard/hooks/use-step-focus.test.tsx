import { render, screen } from '@testing-library/react';
import { useStepFocus } from './use-step-focus';

function Wizard({ step }: { step: string }) {
  const container = useStepFocus<HTMLDivElement>(step);
  return (
    <div ref={container}>
      <h3>{step}</h3>
      <button type="button">Next</button>
    </div>
  );
}

describe('useStepFocus', () => {
  it('leaves focus alone on the first step', () => {
    render(<Wizard step="Channel" />);
    expect(document.body).toHaveFocus();
  });

  it("moves focus to the new step's heading when the step changes", () => {
    const { rerender } = render(<Wizard step="Channel" />);
    screen.getByRole('button', { name: 'Next' }).focus();
    rerender(<Wizard step="Import" />);
    expect(screen.getByRole('heading', { name: 'Import' })).toHaveFocus();
  });
});
