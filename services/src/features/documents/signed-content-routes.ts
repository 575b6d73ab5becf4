import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  AttachmentContentSchema,
  ELLI_SIGNATURE_SCHEME,
  IdString,
  LoanAttachmentParamsSchema,
  PDF_SIGNATURE_TTL_SECONDS,
  PdfItemSchema,
  type PdfItem,
} from 'shared-rules';
import { getOrCreateServerSecret } from '../../platform/db/secrets';
import { ApiError, notFound, unauthorized } from '../../platform/http/problem';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../platform/http/schemas';
import { readableLoanOrganization } from '../loans';
import { sendAttachment } from './attachment-response';
import { recordDocumentDownload } from '../../platform/audit/access-records';
import { findAttachmentContent, findLoanAttachment, NO_ATTACHMENT } from './document-queries';
import { signAttachment, verifyAttachmentSignature } from './pdf-signatures';
import { SIGNED_IN, publicRoute } from '../../platform/access/declarations';

const SIGNATURE_HEADER = new RegExp(`^${ELLI_SIGNATURE_SCHEME}\\s+(\\S+)$`, 'i');

/**
 * Spec "PDF item": a loan's PDF handed to the viewer as a URL and a short-lived signature, fetched
 * with `Authorization: elli-signature <signature>` instead of the session (the way lender systems
 * hand out documents). The signature opens that one file for PDF_SIGNATURE_TTL_SECONDS and is
 * signed with a secret of this portal only.
 */
export async function signedContentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const secret = await getOrCreateServerSecret(app.db, 'pdf-signature-key');
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  app.post(
    '/loans/:loanId/attachments/:attachmentId/pdf-item',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['documents'],
        summary: `A PDF attachment as a signed PDF item: fetch its url with "Authorization: ${ELLI_SIGNATURE_SCHEME} <signature>" (409 not-a-pdf)`,
        security: bearerSecurity,
        params: LoanAttachmentParamsSchema,
        response: { 200: PdfItemSchema, ...authenticatedProblems, ...problemResponses(409) },
      },
    },
    async (request): Promise<PdfItem> => {
      const { loanId, attachmentId } = request.params;
      await readableLoanOrganization(app, request.user, loanId);
      const attachment = await findLoanAttachment(app.db, loanId, attachmentId);
      if (!attachment) throw notFound(NO_ATTACHMENT);
      if (attachment.mimeType !== 'application/pdf') throw new ApiError(409, 'not-a-pdf', 'Only PDF documents open in the PDF viewer.');
      const signature = signAttachment(secret, {
        loanId,
        attachmentId,
        userId: request.user.id,
        expiresAt: nowSeconds() + PDF_SIGNATURE_TTL_SECONDS,
      });
      return { url: `/api/signed/attachments/${encodeURIComponent(attachmentId)}/content`, fileName: attachment.fileName, signature };
    },
  );

  app.get(
    '/signed/attachments/:attachmentId/content',
    {
      config: {
        access: publicRoute(
          'the PDF viewer’s worker sends no token: an HMAC signature for one user, attachment and minute is the credential',
        ),
      },
      schema: {
        tags: ['documents'],
        summary: `The file of a signed PDF item; the Authorization header is "${ELLI_SIGNATURE_SCHEME} <signature>" (401 signature-invalid / signature-expired); recorded as \`document.download\` while the audit setting records downloads`,
        params: Type.Object({ attachmentId: IdString() }, { additionalProperties: false }),
        produces: ['application/pdf'],
        response: { 200: AttachmentContentSchema, ...problemResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const match = SIGNATURE_HEADER.exec(request.headers.authorization ?? '');
      if (!match) throw unauthorized('signature-invalid', `The Authorization header must be "${ELLI_SIGNATURE_SCHEME} <signature>".`);
      const check = verifyAttachmentSignature(secret, match[1], nowSeconds());
      if (!check.ok) {
        throw check.reason === 'expired'
          ? unauthorized('signature-expired', 'This document link has expired. Open the document again.')
          : unauthorized('signature-invalid', 'This document link is not valid.');
      }
      if (check.signed.attachmentId !== request.params.attachmentId)
        throw unauthorized('signature-invalid', 'This document link is not valid.');
      const { loanId, attachmentId, userId } = check.signed;
      const stored = await findAttachmentContent(app.db, loanId, attachmentId);
      if (!stored) throw notFound(NO_ATTACHMENT);
      // No session here: the download is the signed-for user's (the signature itself is never recorded).
      await recordDocumentDownload(
        app,
        { id: userId },
        { loanId, attachmentId, fileName: stored.fileName, disposition: 'inline', via: 'signed-link' },
      );
      return sendAttachment(reply, stored, 'inline');
    },
  );
}
