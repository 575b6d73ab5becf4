import type { FastifyReply } from 'fastify';
import type { findAttachmentContent } from './document-queries';
import { contentDisposition } from './file-types';

type StoredAttachment = NonNullable<Awaited<ReturnType<typeof findAttachmentContent>>>;

/** Sends a stored file with its sniffed type, safe headers and no caching outside the browser. */
export function sendAttachment(reply: FastifyReply, stored: StoredAttachment, disposition: 'attachment' | 'inline') {
  return reply
    .header('content-type', stored.mimeType)
    .header('content-length', stored.content.length)
    .header('content-disposition', contentDisposition(stored.fileName, disposition))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('etag', `"${stored.sha256}"`)
    .send(stored.content);
}
