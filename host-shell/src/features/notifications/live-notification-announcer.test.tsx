import { act, screen } from '@testing-library/react';
import { createBus, getBus, setBus } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { LiveNotificationAnnouncer, newNotificationAnnouncement } from './live-notification-announcer';

describe('LiveNotificationAnnouncer', () => {
  beforeEach(() => setBus(createBus()));

  it('says each pushed notification in a polite status region', () => {
    renderWithProviders(<LiveNotificationAnnouncer />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('');
    act(() =>
      getBus().emit('socket:notification', {
        id: 'n-1',
        message: 'Appraisal received for loan 260001001',
        link: null,
        read: false,
        timestamp: '2026-11-23T10:00:00.000Z',
      }),
    );
    expect(region).toHaveTextContent(newNotificationAnnouncement('Appraisal received for loan 260001001'));
  });
});
