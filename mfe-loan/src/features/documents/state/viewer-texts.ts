/** Spec texts of the document viewers (PDF and image). */
export const PDF_LOADING_TEXT = 'Please wait...';
export const PDF_ERROR_TEXT = 'Got an Error while loading the file, please try again';

/** Spec: the PDF viewer is 800px wide (1000px only when two documents are compared side by side). */
export const PDF_VIEWER_WIDTH = 800;
