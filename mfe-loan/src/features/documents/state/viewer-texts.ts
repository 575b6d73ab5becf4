/** Spec texts of the document viewers (PDF and image). */
export const PDF_LOADING_TEXT = 'Please wait...';
export const PDF_ERROR_TEXT = 'Got an Error while loading the file, please try again';

/** Spec: the PDF viewer is 800px wide (1000px only when two documents are compared side by side). */
export const PDF_VIEWER_WIDTH = 800;

/** Spec: two documents compared side by side open the viewer at 1000px. */
export const PDF_COMPARE_WIDTH = 1000;

/** Spec watermark: red, 20% opacity, rotated -45°, size 170, Helvetica Bold. */
export const WATERMARK_STYLE = { color: [1, 0, 0], opacity: 0.2, rotateDegrees: -45, size: 170 } as const;

/** The watermark a rejected document is shown with, so nobody mistakes it for the accepted one. */
export const REJECTED_WATERMARK = 'REJECTED';
