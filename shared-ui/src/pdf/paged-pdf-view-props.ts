import type { ReactNode } from 'react';

/** A PDF as its fetcher has it; a fetcher's own richer state (a blob, a message) fits as it is. */
export type PdfSource = { status: 'loading' } | { status: 'error' } | { status: 'ready'; url: string };

export interface PagedPdfViewProps {
  /** "Please wait..." while loading, the error when it failed, its pages when ready (a blob: URL usually). */
  source: PdfSource;
  /** The page is drawn this wide, in CSS pixels. */
  pageWidth: number;
  /** Try again: fetch the file anew (the view draws it again when it is ready). */
  onRetry: () => void;
  /** Names the page controls when two documents are side by side: "Next page of {label}". */
  label?: string;
  /** Other ways to the file (Download…), beside the page controls; also under the error when pdf.js cannot draw it. */
  actions?: ReactNode;
}
