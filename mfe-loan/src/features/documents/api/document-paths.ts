/** The services paths of the loan's documents, relative to the api base (`/api`). */
export const documentPaths = {
  /** What an upload may be (every loan alike). */
  uploadRules: '/documents/upload-rules',
  documents: (loanId: string) => `/loans/${encodeURIComponent(loanId)}/documents`,
  attachments: (loanId: string) => `/loans/${encodeURIComponent(loanId)}/attachments`,
  attachment: (loanId: string, attachmentId: string) =>
    `/loans/${encodeURIComponent(loanId)}/attachments/${encodeURIComponent(attachmentId)}`,
  /** The bytes; `inline` asks for `Content-Disposition: inline` (viewing) instead of a download. */
  attachmentContent: (loanId: string, attachmentId: string, disposition: 'inline' | 'attachment') =>
    `/loans/${encodeURIComponent(loanId)}/attachments/${encodeURIComponent(attachmentId)}/content${disposition === 'inline' ? '?disposition=inline' : ''}`,
  /** A signed PDF item of the attachment (its url and an elli-signature), for the PDF viewer. */
  pdfItem: (loanId: string, attachmentId: string) =>
    `/loans/${encodeURIComponent(loanId)}/attachments/${encodeURIComponent(attachmentId)}/pdf-item`,
} as const;
