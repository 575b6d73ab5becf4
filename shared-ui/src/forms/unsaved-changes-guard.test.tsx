import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { renderWithProviders } from '../testing';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

describe('UnsavedChangesGuard', () => {
  it('asks before a link leaves unsaved changes; every control of the question is named, and staying keeps the page', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <UnsavedChangesGuard when />
        <Link to="/pipeline">Pipeline</Link>
      </>,
      { route: '/loan/loan-1/urla' },
    );
    await user.click(screen.getByRole('link', { name: 'Pipeline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    // The dialog's own close button is named too (an unnamed one fails WCAG 4.1.2).
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument());
  });
});
