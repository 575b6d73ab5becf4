/** The document viewer's texts; the first four are the specification's, word for word. */
export const VIEWER_TEXTS = {
  notAvailable: 'Document content is being processed or not available for preview',
  notFound: 'Document not found',
  thanks: 'Thanks!',
  featured: 'Featured',
  notFoundDescription: 'It may have been removed, or it is not available to you.',
  helpfulQuestion: 'Was this helpful?',
  voteFailed: 'Your answer could not be saved. Please try again.',
  openInNewWindow: 'Open in a new window',
  videoRefused: 'This video cannot be played here: only YouTube and Vimeo videos can be embedded.',
  pageRefused: 'This page cannot be shown here: its address is not a web address.',
} as const;
