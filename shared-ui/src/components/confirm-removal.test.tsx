import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render-with-providers';
import { ConfirmRemoval } from './confirm-removal';

function renderRemoval(onConfirm: () => Promise<void>) {
  renderWithProviders(
    <ConfirmRemoval
      label="Remove key"
      question="Remove the stored key?"
      consequence="Nothing is called until another is stored."
      onConfirm={onConfirm}
      removing={false}
    />,
  );
}

describe('a removal asked twice', () => {
  it('asks, keeps the thing on "Keep it", and removes it on "Remove"', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn(async () => undefined);
    renderRemoval(onConfirm);
    await user.click(screen.getByRole('button', { name: 'Remove key' }));
    expect(screen.getByText('Nothing is called until another is stored.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove key' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove key' })).toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('stays open when the removal fails, to try again', async () => {
    const user = userEvent.setup();
    renderRemoval(async () => Promise.reject(new Error('refused')));
    await user.click(screen.getByRole('button', { name: 'Remove key' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument());
    expect(screen.getByText('Remove the stored key?')).toBeInTheDocument();
  });
});
