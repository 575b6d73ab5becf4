import { fireEvent, screen, waitFor } from '@testing-library/react';
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
    const onConfirm = jest.fn(async () => undefined);
    renderRemoval(onConfirm);
    fireEvent.click(screen.getByRole('button', { name: 'Remove key' }));
    expect(screen.getByText('Nothing is called until another is stored.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Remove key' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove key' })).toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('stays open when the removal fails, to try again', async () => {
    renderRemoval(async () => Promise.reject(new Error('refused')));
    fireEvent.click(screen.getByRole('button', { name: 'Remove key' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument());
    expect(screen.getByText('Remove the stored key?')).toBeInTheDocument();
  });
});
