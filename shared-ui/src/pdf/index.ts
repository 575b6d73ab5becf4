// `shared-ui/pdf`: the page-by-page PDF view of the loan documents and the knowledge base. Not in
// the main barrel: that one is a federation singleton every remote loads, and must not carry
// react-pdf. Cheap to import itself: pdf.js loads with the view's first render.
export * from './viewer-spec';
export type { PagedPdfViewProps, PdfSource } from './paged-pdf-view-props';
export { PdfWaiting } from './pdf-waiting';
export { PagedPdfView } from './paged-pdf-view';
