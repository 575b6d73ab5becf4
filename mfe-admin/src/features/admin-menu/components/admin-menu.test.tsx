import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { AdminMenu } from './admin-menu';

describe('AdminMenu', () => {
  it('lists the admin groups and opens the group of the current page', () => {
    renderWithProviders(<AdminMenu pathname="/admin/settings/branding" />);
    for (const group of [
      'Settings',
      'Rules Engine',
      'Entity Management',
      'Content Management',
      'Other Settings',
      'Knowledge',
      'AI',
      'Instances',
    ]) {
      expect(screen.getByText(group)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Branding' })).toHaveAttribute('href', '/admin/settings/branding');
    expect(screen.getByRole('link', { name: 'Settings checklist' })).toHaveAttribute('href', '/admin');
  });
});
