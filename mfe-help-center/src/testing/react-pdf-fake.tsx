// Test-only: pdf.js needs a real browser (canvas, workers), so its drawing is stood in for in
// jsdom (as in the loan documents' tests). Every file has 3 pages; a file whose address says
// "unreadable" is one pdf.js cannot parse. Used as `jest.mock('react-pdf', () => jest.requireActual(<this file>))`.
import { type ReactNode, useEffect } from 'react';

export const pdfjs = { GlobalWorkerOptions: {} };

export function Document({
  file,
  children,
  onLoadSuccess,
  onLoadError,
}: {
  file: string;
  children: ReactNode;
  onLoadSuccess: (pdf: { numPages: number }) => void;
  onLoadError: (error: Error) => void;
}) {
  useEffect(() => {
    if (file.includes('unreadable')) onLoadError(new Error('Invalid PDF structure.'));
    else onLoadSuccess({ numPages: 3 });
  }, [file, onLoadSuccess, onLoadError]);
  return (
    <div data-testid="pdf-document" data-file={file}>
      {children}
    </div>
  );
}

export function Page({ pageNumber, width }: { pageNumber: number; width: number }) {
  return <div data-width={width}>Drawn page {pageNumber}</div>;
}
