import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { preloadableLazy } from './preloadable-lazy';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('preloadableLazy', () => {
  it('renders a preloaded component at once, without its loading state', async () => {
    const loader = jest.fn(async () => ({ default: Greeting }));
    const greeting = preloadableLazy(loader);
    await greeting.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <greeting.Component name="Taylor" />
      </Suspense>,
    );
    // Synchronously, in the first commit: no fallback was ever shown.
    expect(screen.getByText('Hello Taylor')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when the module has not arrived, and loads it once', async () => {
    const loader = jest.fn(async () => ({ default: Greeting }));
    const greeting = preloadableLazy(loader);
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <greeting.Component name="Morgan" />
        </Suspense>,
      );
    });
    expect(await screen.findByText('Hello Morgan')).toBeInTheDocument();
    await greeting.preload();
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
