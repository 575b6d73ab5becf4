import { lazy, Suspense } from 'react';
import type { PagedPdfViewProps } from './paged-pdf-view-props';
import { PdfWaiting } from './pdf-waiting';

// pdf.js is large: it loads (as a chunk of the remote showing it) when a PDF is first shown, not
// with whatever imports `shared-ui/pdf` for its texts.
const PdfPages = lazy(() => import('./pdf-pages').then((module) => ({ default: module.PdfPages })));

/** A PDF page by page (see `PdfPages`); "Please wait..." while pdf.js itself loads. */
export function PagedPdfView(props: PagedPdfViewProps) {
  return (
    <Suspense fallback={<PdfWaiting />}>
      <PdfPages {...props} />
    </Suspense>
  );
}
