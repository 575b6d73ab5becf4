import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { SettingStatusBadge } from './setting-status-badge';

describe('SettingStatusBadge', () => {
  it.each([
    [{ kind: 'configured', updatedAt: '2026-03-07T10:00:00Z', by: 'saved' } as const, 'Configured'],
    [{ kind: 'configured', updatedAt: null, by: 'environment' } as const, 'Configured'],
    [{ kind: 'not-configured' } as const, 'Not configured'],
    [{ kind: 'unknown' } as const, 'Could not check'],
    [{ kind: 'no-setting' } as const, 'Managed on its page'],
    [{ kind: 'records', count: 3, noun: 'rule set' } as const, '3 rule sets'],
    [{ kind: 'records', count: 1, noun: 'rule set' } as const, '1 rule set'],
    [{ kind: 'records', count: 0, noun: 'rule set' } as const, 'No rule sets yet'],
  ])('names the status %o', (status, text) => {
    renderWithProviders(<SettingStatusBadge status={status} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
