import { Notification } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { PortalMantineProvider } from './portal-mantine-provider';

describe('PortalMantineProvider', () => {
  it("names a toast's close button and shows its message in the accessible dimmed colour", () => {
    render(
      <PortalMantineProvider>
        <Notification title="Loan created">Loan 100000001 was created.</Notification>
      </PortalMantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
    expect(screen.getByText('Loan 100000001 was created.')).toHaveStyle({ color: 'var(--mantine-color-dimmed)' });
  });
});
