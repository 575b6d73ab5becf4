/**
 * From the uploaded base64 text to the text of the file, refusing what is not a text XML file of
 * an accepted size before any XML is read. Order matters: the size is judged on the base64 length
 * first (a huge body is refused without decoding it), then on the decoded byte length.
 */
import { isUtf8 } from 'node:buffer';
import { IMPORT_FILE_MAX_BYTES, importFileTooLargeText } from 'shared-rules';
import { type LoanFileProblem, NOT_XML_MESSAGE, problem } from './loan-file-problems';

/**
 * The import's ceiling (the spec's 25 MB, 26214400 bytes): what the route's body limit leaves room
 * for. The `loan-upload` setting may lower the limit per request, never raise it.
 */
export const MAX_LOAN_FILE_BYTES = IMPORT_FILE_MAX_BYTES;

export type LoanFileText = { ok: true; text: string } | { ok: false; problem: LoanFileProblem };

const BASE64_BODY = /[A-Za-z0-9+/\-_\s]*(?:=\s*){0,2}$/y;
const DATA_URL_PREFIX = /^data:[\w.+/-]*(?:;[\w.+-]+=[\w.+-]+)*;base64,/;

/** Characters of base64 for n bytes, plus the line breaks of MIME-wrapped base64 (76 + CRLF). */
function maxEncodedLength(maxBytes: number): number {
  const encoded = Math.ceil(maxBytes / 3) * 4;
  return encoded + Math.ceil(encoded / 76) * 2;
}

/** Bytes that base64 text of this length decodes to when every character is base64. */
function cleanDecodedLength(body: string): number {
  let padding = 0;
  if (body.endsWith('==')) padding = 2;
  else if (body.endsWith('=')) padding = 1;
  const characters = body.length - padding;
  return Math.floor((characters * 3) / 4);
}

/** Decodes the upload to bytes, judging the size before and after decoding. */
export function decodeBase64Upload(
  base64: unknown,
  maxBytes: number,
): { ok: true; bytes: Buffer } | { ok: false; problem: LoanFileProblem } {
  if (typeof base64 !== 'string') return problem('invalid-base64', 'The upload must be the file as base64 text.');
  const prefix = DATA_URL_PREFIX.exec(base64.slice(0, 256));
  const start = prefix === null ? 0 : prefix[0].length;
  if (base64.length - start > maxEncodedLength(maxBytes)) return problem('file-too-large', importFileTooLargeText(maxBytes));
  const body = start === 0 ? base64 : base64.slice(start);
  const bytes = Buffer.from(body, 'base64');
  // Node skips characters that are not base64 (white space and garbage alike) while decoding. When
  // nothing was skipped the text was clean; otherwise check it, so line breaks are allowed and
  // garbage is refused. The common case then costs no extra pass over 35 MB.
  if (bytes.length !== cleanDecodedLength(body)) {
    BASE64_BODY.lastIndex = 0;
    if (!BASE64_BODY.test(body)) {
      return problem('invalid-base64', 'The upload could not be read: it is not valid base64 text.');
    }
  }
  if (bytes.length === 0) return problem('empty-file', 'The file is empty.');
  if (bytes.length > maxBytes) return problem('file-too-large', importFileTooLargeText(maxBytes));
  return { ok: true, bytes };
}

const LATIN_1_NAMES = new Set(['iso-8859-1', 'latin1', 'latin-1', 'iso_8859-1', 'windows-1252', 'cp1252', 'us-ascii', 'ascii']);

/** The encoding the XML declaration names, lower case, or null when it names none. */
function declaredEncoding(bytes: Buffer): string | null {
  const head = bytes.subarray(0, 200).toString('latin1');
  const declaration = /^\s*<\?xml\s[^?]*?encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head);
  return declaration === null ? null : declaration[1].toLowerCase();
}

/**
 * The text of the file: UTF-8 (the MISMO default, with or without BOM), UTF-16 with a BOM, or a
 * declared ISO-8859-1/Windows-1252. Binary content and text that does not start with markup
 * are not XML.
 */
export function loanFileText(bytes: Buffer): LoanFileText {
  const notXml = problem('not-xml', NOT_XML_MESSAGE);
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
  } else if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    text = new TextDecoder('utf-16be').decode(bytes.subarray(2));
  } else {
    if (bytes.indexOf(0) >= 0) return notXml;
    const encoding = declaredEncoding(bytes);
    if (encoding === null || encoding === 'utf-8' || encoding === 'utf8') {
      if (!isUtf8(bytes)) return notXml;
      text = bytes.toString('utf8');
    } else if (LATIN_1_NAMES.has(encoding)) {
      text = new TextDecoder('windows-1252').decode(bytes);
    } else {
      return problem('unsupported-encoding', `The file is encoded as ${encoding}; loan files must be UTF-8, UTF-16 or ISO-8859-1.`);
    }
  }
  let first = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (first < text.length && isXmlWhitespace(text.charCodeAt(first))) first += 1;
  if (text[first] !== '<') return notXml;
  return { ok: true, text };
}

function isXmlWhitespace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}

/** Base64 upload to file text, with every check that comes before reading XML. */
export function readLoanFileUpload(base64: unknown, maxBytes: number = MAX_LOAN_FILE_BYTES): LoanFileText {
  const decoded = decodeBase64Upload(base64, maxBytes);
  if (!decoded.ok) return decoded;
  return loanFileText(decoded.bytes);
}
