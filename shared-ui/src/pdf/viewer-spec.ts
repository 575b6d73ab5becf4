/** The specification's texts and size for every PDF viewer of the portal (loan documents, knowledge). */
export const PDF_LOADING_TEXT = 'Please wait...';
export const PDF_ERROR_TEXT = 'Got an Error while loading the file, please try again';

/** Spec: the PDF viewer is 800px wide. */
export const PDF_VIEWER_WIDTH = 800;

/** A page drawn in the 800px viewer: the dialog's width less its padding and a scroll bar. */
export const PDF_VIEWER_PAGE_WIDTH = PDF_VIEWER_WIDTH - 64;

/** The page fills what it is given (the 800px viewer dialog, a page, a narrow screen) but never exceeds the dialog's page. */
export function fittedPdfPageWidth(availableWidth: number): number {
  // Not measured yet (first render, or jsdom): the viewer dialog's page.
  if (availableWidth <= 0) return PDF_VIEWER_PAGE_WIDTH;
  return Math.min(Math.floor(availableWidth), PDF_VIEWER_PAGE_WIDTH);
}
