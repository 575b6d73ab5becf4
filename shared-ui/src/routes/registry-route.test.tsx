import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Component, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { type PageRegistry, RegistryRoute, registeredPage } from './registry-route';

function renderRoute(ui: ReactElement) {
  const rendered = render(<MantineProvider>{ui}</MantineProvider>);
  return { ...rendered, rerender: (next: ReactElement) => rendered.rerender(<MantineProvider>{next}</MantineProvider>) };
}

/** A page whose code arrives when the test says so, counting how often it was asked for. */
function deferredPage(heading: string) {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const load = jest.fn(async () => {
    await arrived;
    return { default: () => <h1>{heading}</h1> };
  });
  return { load, arrive: () => act(async () => arrive()) };
}

const notFound = <h1>Page not found</h1>;

/** Stands in for the host's error boundary around a remote's pages. */
class Fence extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p role="alert">This area is temporarily unavailable</p> : this.props.children;
  }
}

describe('a registry route', () => {
  it('shows a named loading state, then the page the address names', async () => {
    const documents = deferredPage('Documents');
    renderRoute(
      <RegistryRoute pages={{ documents: documents.load }} pageKey="documents" notFound={notFound} loadingLabel="Loading Documents" />,
    );
    expect(screen.getByRole('status', { name: 'Loading Documents' })).toBeInTheDocument();
    await documents.arrive();
    expect(await screen.findByRole('heading', { name: 'Documents' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading Documents' })).not.toBeInTheDocument();
  });

  it('shows what the area says for a key no page answers, without loading any page', () => {
    const documents = deferredPage('Documents');
    renderRoute(<RegistryRoute pages={{ documents: documents.load }} pageKey="drafts" notFound={notFound} />);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(documents.load).not.toHaveBeenCalled();
  });

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    'does not take %s, which every object inherits, for a page',
    (key) => {
      renderRoute(<RegistryRoute pages={{}} pageKey={key} notFound={notFound} />);
      expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(registeredPage({}, key)).toBeUndefined();
    },
  );

  it('answers the empty key when the registry has a page for the area itself', async () => {
    const overview = deferredPage('Overview');
    renderRoute(<RegistryRoute pages={{ '': overview.load }} pageKey="" notFound={notFound} />);
    await overview.arrive();
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
  });

  it('gives every page the props the area hands it', async () => {
    interface TabProps {
      loanNumber: string;
      tab: string;
    }
    const pages: PageRegistry<TabProps> = {
      summary: async () => ({ default: ({ loanNumber, tab }: TabProps) => <p>{`Loan ${loanNumber}, ${tab}`}</p> }),
    };
    renderRoute(<RegistryRoute pages={pages} pageKey="summary" pageProps={{ loanNumber: '1001', tab: 'summary' }} notFound={notFound} />);
    expect(await screen.findByText('Loan 1001, summary')).toBeInTheDocument();
  });

  it('loads a page once: going to another page and back, or a second key sharing it, does not ask for its code again', async () => {
    const shared = deferredPage('Loan data');
    const other = deferredPage('Contacts');
    const pages = { urla: shared.load, additional: shared.load, contacts: other.load };
    const { rerender } = renderRoute(<RegistryRoute pages={pages} pageKey="urla" notFound={notFound} />);
    await shared.arrive();
    expect(await screen.findByRole('heading', { name: 'Loan data' })).toBeInTheDocument();
    rerender(<RegistryRoute pages={pages} pageKey="contacts" notFound={notFound} />);
    await other.arrive();
    expect(await screen.findByRole('heading', { name: 'Contacts' })).toBeInTheDocument();
    rerender(<RegistryRoute pages={pages} pageKey="additional" notFound={notFound} />);
    // Already loaded: the page shows at once, with no loading state in between.
    expect(screen.getByRole('heading', { name: 'Loan data' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(shared.load).toHaveBeenCalledTimes(1);
  });

  it('loads a page anew after its code failed to arrive, when the area is opened again', async () => {
    // React reports the failure the fence catches; the test reads the fence instead.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn<Promise<{ default: ComponentType }>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 42 failed'))
      .mockResolvedValue({ default: () => <h1>Branding</h1> });
    const pages = { branding: load };
    const { unmount } = renderRoute(
      <Fence>
        <RegistryRoute pages={pages} pageKey="branding" notFound={notFound} />
      </Fence>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This area is temporarily unavailable');
    unmount();
    renderRoute(
      <Fence>
        <RegistryRoute pages={pages} pageKey="branding" notFound={notFound} />
      </Fence>,
    );
    expect(await screen.findByRole('heading', { name: 'Branding' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    reported.mockRestore();
  });
});
