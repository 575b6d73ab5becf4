import type { FastifyReply } from 'fastify';
import { contentDisposition } from './file-types';

/** A stored file: a loan attachment (with its digest, the ETag) or a knowledge PDF. */
interface StoredAttachment {
  content: Buffer;
  fileName: string;
  mimeType: string;
  sha256?: string;
}

/** Sends a stored file with its sniffed type, safe headers and no caching outside the browser. */
export function sendAttachment(reply: FastifyReply, stored: StoredAttachment, disposition: 'attachment' | 'inline') {
  if (stored.sha256) reply.header('etag', `"${stored.sha256}"`);
  return reply
    .header('content-type', stored.mimeType)
    .header('content-length', stored.content.length)
    .header('content-disposition', contentDisposition(stored.fileName, disposition))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(stored.content);
}
