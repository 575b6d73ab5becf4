import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { PdfSource } from './paged-pdf-view-props';
import { PagedPdfView } from './index';

// pdf.js needs a real browser (canvas, workers): its drawing is stood in for here. Each file
// address pdf.js is asked to load is recorded; those in `mockUnreadable` fail to parse.
const mockLoads: string[] = [];
const mockUnreadable = new Set<string>();
jest.mock('react-pdf', () => ({
  pdfjs: { GlobalWorkerOptions: {} },
  Document: ({
    file,
    children,
    onLoadSuccess,
    onLoadError,
  }: {
    file: string;
    children: React.ReactNode;
    onLoadSuccess: (pdf: { numPages: number }) => void;
    onLoadError: (error: Error) => void;
  }) => {
    const { useEffect } = jest.requireActual<typeof import('react')>('react');
    // biome-ignore lint/correctness/useExhaustiveDependencies: pdf.js loads a file once per mounted Document.
    useEffect(() => {
      mockLoads.push(file);
      if (mockUnreadable.has(file)) onLoadError(new Error('Invalid PDF structure.'));
      else onLoadSuccess({ numPages: 2 });
    }, [file]);
    return <div data-file={file}>{children}</div>;
  },
  Page: ({ pageNumber, width }: { pageNumber: number; width: number }) => <div data-width={width}>Drawn page {pageNumber}</div>,
}));

const ERROR_TEXT = 'Got an Error while loading the file, please try again';

function renderView(ui: ReactElement) {
  const view = render(<MantineProvider>{ui}</MantineProvider>);
  return { rerender: (next: ReactElement) => view.rerender(<MantineProvider>{next}</MantineProvider>) };
}

const ready = (url: string): PdfSource => ({ status: 'ready', url });

// The view loads pdf.js (here its stand-in, and the shared-ui barrel) on first render: loaded
// ahead so that a cold transform cache does not outlast the first test's wait.
beforeAll(() => import('./pdf-pages'));

beforeEach(() => {
  mockLoads.length = 0;
  mockUnreadable.clear();
});

describe('PagedPdfView', () => {
  it('says "Please wait..." while the file is fetched, then draws its pages at the given width', async () => {
    const user = userEvent.setup();
    const { rerender } = renderView(<PagedPdfView source={{ status: 'loading' }} pageWidth={500} onRetry={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Please wait...');

    rerender(<PagedPdfView source={ready('blob:one')} pageWidth={500} onRetry={jest.fn()} />);
    expect(await screen.findByText('Drawn page 1')).toHaveAttribute('data-width', '500');
    expect(screen.queryByText('Please wait...')).not.toBeInTheDocument();
    expect(await screen.findByText('Page 1 of 2')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Drawn page 2')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByText('Drawn page 1')).toBeInTheDocument();
  });

  it('names its controls after the label and shows the actions beside them', async () => {
    renderView(
      <PagedPdfView
        source={ready('blob:one')}
        pageWidth={300}
        onRetry={jest.fn()}
        label="Paystub"
        actions={<button type="button">Download of Paystub</button>}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Next page of Paystub' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page of Paystub' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download of Paystub' })).toBeInTheDocument();
  });

  it('starts on the first page again with another file', async () => {
    const user = userEvent.setup();
    const { rerender } = renderView(<PagedPdfView source={ready('blob:one')} pageWidth={300} onRetry={jest.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    rerender(<PagedPdfView source={ready('blob:two')} pageWidth={300} onRetry={jest.fn()} />);
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(mockLoads).toEqual(['blob:one', 'blob:two']);
  });

  it('says so when the file could not be fetched, and asks for it again with Try again', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderView(<PagedPdfView source={{ status: 'error' }} pageWidth={300} onRetry={onRetry} actions={<a href="blob:one">Download</a>} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ERROR_TEXT);
    // Nothing was fetched: there is no file to offer.
    expect(screen.queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says so when pdf.js cannot draw the file, keeps the actions, and draws it again with Try again', async () => {
    const user = userEvent.setup();
    mockUnreadable.add('blob:one');
    const onRetry = jest.fn();
    renderView(<PagedPdfView source={ready('blob:one')} pageWidth={300} onRetry={onRetry} actions={<a href="blob:one">Download</a>} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ERROR_TEXT);
    expect(screen.queryByText(/^Drawn page/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download' })).toBeInTheDocument();

    mockUnreadable.clear();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Drawn page 1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(mockLoads).toEqual(['blob:one', 'blob:one']);
  });
});
