/** Spec texts and sizes of the document viewers (PDF and image); those every PDF viewer shares live in shared-ui. */
export { PDF_ERROR_TEXT, PDF_LOADING_TEXT, PDF_VIEWER_WIDTH } from 'shared-ui/pdf';

/** Spec: two documents compared side by side open the viewer at 1000px. */
export const PDF_COMPARE_WIDTH = 1000;

/** Spec watermark: red, 20% opacity, rotated -45°, size 170, Helvetica Bold. */
export const WATERMARK_STYLE = { color: [1, 0, 0], opacity: 0.2, rotateDegrees: -45, size: 170 } as const;

/** The watermark a rejected document is shown with, so nobody mistakes it for the accepted one. */
export const REJECTED_WATERMARK = 'REJECTED';
