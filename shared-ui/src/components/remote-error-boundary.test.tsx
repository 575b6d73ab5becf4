import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBus, setBus } from '../bus/bus';
import { RemoteVersionMismatchError } from '../remote/shared-versions';
import { RemoteErrorBoundary } from './remote-error-boundary';

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('remote exploded');
  return <p>Pipeline</p>;
}

function BuiltForNewerPortal(): never {
  throw new RemoteVersionMismatchError('mfe_loan', ['shared-ui ^2.0.0 (this portal runs 1.0.0)']);
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

  it('fences a remote built for other shared versions as outdated, logs it as a version problem and offers a reload, not Retry', () => {
    const bus = createBus();
    setBus(bus);
    const reports: string[] = [];
    bus.subscribe('remote:load-failed', ({ remote, lifecycle, message }) => reports.push(`${remote} ${lifecycle}: ${message}`));
    render(
      <MantineProvider>
        <RemoteErrorBoundary remote="mfe_loan" area="Loans">
          <BuiltForNewerPortal />
        </RemoteErrorBoundary>
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { name: 'This area needs a newer version of the portal' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Loans was updated for a newer version of the portal than the one open here.');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(reports).toEqual(['mfe_loan version: mfe_loan was built for shared-ui ^2.0.0 (this portal runs 1.0.0)']);
  });

  it('shows nothing for a quiet extra that fails, and still reports it', () => {
    const bus = createBus();
    setBus(bus);
    const reports: string[] = [];
    bus.subscribe('remote:load-failed', ({ remote }) => reports.push(remote));
    shouldThrow = true;
    render(
      <MantineProvider>
        <p>Navbar</p>
        <RemoteErrorBoundary remote="mfe_help_center" area="Help Center" quiet>
          <Flaky />
        </RemoteErrorBoundary>
      </MantineProvider>,
    );
    expect(screen.getByText('Navbar')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This area is temporarily unavailable' })).not.toBeInTheDocument();
    expect(reports).toEqual(['mfe_help_center']);
  });
});
