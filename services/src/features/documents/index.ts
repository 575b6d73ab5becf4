// The documents feature's public face: what other features may import. Everything else is its own.
export { sendAttachment } from './attachment-response';
export { NO_ATTACHMENT, byteaValue, findLoanAttachment, listConditionAttachments, listLoanDocuments } from './document-queries';
export { sniffAttachmentType } from './file-types';
