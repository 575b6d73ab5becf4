import http from 'node:http';
import type { LoanAttachment, LoanDocuments, LoanSummary, Paged, AccessSession } from 'shared-rules';
import { bearer } from '../support/cluster-fixture';

export interface UploadInFlight {
  /** Resolves once the first half of the body has been handed to the connection. */
  halfSent: Promise<void>;
  /** Sends the rest of the body. */
  sendRest(): void;
  /** The server's answer, or the connection's error. */
  answer: Promise<{ status: number; body: string }>;
}

/**
 * Uploads `file` to a loan as the browser does (multipart, one "file" part), but stops half-way
 * until `sendRest` is called: the request is in flight while the test acts on the server.
 */
export function uploadInTwoHalves(baseUrl: string, session: AccessSession, loanId: string, fileName: string, file: Buffer): UploadInFlight {
  const boundary = `----portal-upload-${Date.now().toString(36)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const half = Math.floor(body.length / 2);
  const request = http.request(`${baseUrl}/api/loans/${loanId}/attachments`, {
    method: 'POST',
    agent: false,
    headers: { ...bearer(session), 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
  });
  answer.catch(() => {});
  const halfSent = new Promise<void>((resolve) => request.write(body.subarray(0, half), () => resolve()));
  return { halfSent, sendRest: () => request.end(body.subarray(half)), answer };
}

async function getJson<T>(url: string, session: AccessSession): Promise<T> {
  const response = await fetch(url, { headers: bearer(session) });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

export async function firstLoanOf(baseUrl: string, session: AccessSession): Promise<string> {
  const loans = await getJson<Paged<LoanSummary>>(`${baseUrl}/api/loans`, session);
  const [loan] = loans.items;
  if (!loan) throw new Error('the demo user has no loan');
  return loan.id;
}

/** Every attachment of the loan, filed or not. */
export async function attachmentsOf(baseUrl: string, session: AccessSession, loanId: string): Promise<LoanAttachment[]> {
  const documents = await getJson<LoanDocuments>(`${baseUrl}/api/loans/${loanId}/documents`, session);
  return [...documents.uncategorizedAttachments, ...documents.documents.flatMap((folder) => folder.attachments)];
}

/** The stored bytes of an attachment. */
export async function contentOf(baseUrl: string, session: AccessSession, attachment: LoanAttachment): Promise<Buffer> {
  const response = await fetch(`${baseUrl}/api/loans/${attachment.loanId}/attachments/${attachment.id}/content`, {
    headers: bearer(session),
  });
  if (!response.ok) throw new Error(`the content of ${attachment.fileName} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}
