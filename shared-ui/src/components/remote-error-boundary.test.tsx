import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBus, setBus } from '../bus/bus';
import { RemoteErrorBoundary } from './remote-error-boundary';

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('remote exploded');
  return <p>Pipeline</p>;
}

describe('RemoteErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('fences a throwing remote, reports it on the bus, and renders it again on Retry', async () => {
    const user = userEvent.setup();
    const bus = createBus();
    setBus(bus);
    const reports: string[] = [];
    bus.subscribe('remote:load-failed', ({ remote, message }) => reports.push(`${remote}: ${message}`));
    const onRetry = jest.fn();
    shouldThrow = true;
    render(
      <MantineProvider>
        <p>Navbar</p>
        <RemoteErrorBoundary remote="mfe_loan" area="Loans" onRetry={onRetry}>
          <Flaky />
        </RemoteErrorBoundary>
      </MantineProvider>,
    );

    expect(screen.getByRole('heading', { name: 'This area is temporarily unavailable' })).toBeInTheDocument();
    expect(screen.getByText('Navbar')).toBeInTheDocument();
    expect(reports).toEqual(['mfe_loan: remote exploded']);

    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Pipeline')).toBeInTheDocument();
  });

  it('names the area in the compact card of a small slot, so a missing widget says what is missing', () => {
    setBus(createBus());
    shouldThrow = true;
    render(
      <MantineProvider>
        <RemoteErrorBoundary remote="mfe_assistant" area="Assistant" compact>
          <Flaky />
        </RemoteErrorBoundary>
      </MantineProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This area is temporarily unavailable');
    expect(screen.getByRole('alert')).toHaveTextContent('Assistant could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
