import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { LoadErrorAlert } from './load-error-alert';

function renderAlert(ui: ReactElement) {
  return render(<MantineProvider>{ui}</MantineProvider>);
}

describe('LoadErrorAlert', () => {
  it('says what could not be loaded and why, and asks again on Retry', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderAlert(<LoadErrorAlert title="The loan could not be loaded" message="The server did not answer in time." onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The loan could not be loaded');
    expect(alert).toHaveTextContent('The server did not answer in time.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows a message on its own when the place has no title', () => {
    renderAlert(<LoadErrorAlert message="Notifications could not be loaded." onRetry={jest.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Notifications could not be loaded\.Retry$/);
  });

  it('shows no empty line when the reason is empty', () => {
    renderAlert(<LoadErrorAlert title="The pipeline could not be loaded" message="" onRetry={jest.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^The pipeline could not be loadedRetry$/);
  });

  it('takes the wording of the place for its button', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderAlert(<LoadErrorAlert title="The document could not be displayed" retryLabel="Try again" onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says what the reader can do meanwhile, and holds Retry back while asking again cannot help', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderAlert(
      <LoadErrorAlert
        title="The fields of this page could not be loaded"
        message="The server did not answer in time."
        advice="Retry opens once the fields this page needs change."
        retryDisabled
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Retry opens once the fields this page needs change.');
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(retry).toBeDisabled();
    await user.click(retry);
    expect(onRetry).not.toHaveBeenCalled();
  });
});
