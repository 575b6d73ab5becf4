/**
 * Reads a rate-sheet upload: one `file` part within RATE_SHEET_MAX_BYTES, its type read from the
 * content (an XLSX is a zip; a CSV is UTF-8 text), which the file name's extension must agree
 * with. The declared content type is not trusted: browsers send CSV as anything from
 * `text/csv` to `application/vnd.ms-excel`.
 */
import type { FastifyRequest } from 'fastify';
import { RATE_SHEET_MAX_BYTES, type RateSheetFileType } from 'shared-rules';
import { type ApiError, fieldError } from '../../platform/http/problem';
import { readSingleFileUpload, singleFileLimits } from '../../platform/http/single-file-upload';
import { CSV_TYPE, XLSX_TYPE } from './rate-sheet-files';

export const RATE_SHEET_UPLOAD_LIMITS = singleFileLimits(RATE_SHEET_MAX_BYTES);

const MAX_MEGABYTES = RATE_SHEET_MAX_BYTES / (1024 * 1024);
export const ACCEPTED_TEXT = 'an Excel workbook (.xlsx) or a CSV file (.csv) in the rate-sheet template';

export interface RateSheetUpload {
  content: Buffer;
  fileName: string;
  fileType: RateSheetFileType;
}

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLD_EXCEL_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

function unsupported(detail: string): ApiError {
  return fieldError(415, 'unsupported-file-type', 'body.file', detail);
}

/** The file's type from its bytes, checked against its name; throws 415 when either does not fit. */
export function rateSheetFileType(content: Buffer, fileName: string): RateSheetFileType {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  if (content.subarray(0, 4).equals(OLD_EXCEL_SIGNATURE)) {
    throw unsupported('This is an Excel 97–2003 workbook (.xls). Save it as an Excel Workbook (.xlsx) and upload that.');
  }
  if (content.subarray(0, 4).equals(ZIP_SIGNATURE)) {
    if (extension !== 'xlsx') throw unsupported(`The file is a zip archive but not named .xlsx. Upload ${ACCEPTED_TEXT}.`);
    return XLSX_TYPE;
  }
  const looksLikeText = !content.includes(0) && Buffer.from(content.toString('utf8'), 'utf8').equals(content);
  if (looksLikeText && (extension === 'csv' || extension === 'txt')) return CSV_TYPE;
  if (looksLikeText) throw unsupported(`A CSV rate sheet must be named .csv. Upload ${ACCEPTED_TEXT}.`);
  throw unsupported(`The file is neither an Excel workbook nor UTF-8 text. Upload ${ACCEPTED_TEXT}.`);
}

export async function readRateSheetUpload(request: FastifyRequest): Promise<RateSheetUpload> {
  const file = await readSingleFileUpload(request, {
    noun: 'rate sheet',
    maxBytes: RATE_SHEET_MAX_BYTES,
    tooLarge: () =>
      fieldError(
        413,
        'file-too-large',
        'body.file',
        `The rate sheet is larger than ${MAX_MEGABYTES} MB. Upload a file of at most ${MAX_MEGABYTES} MB.`,
      ),
    missing: 'Choose a rate sheet to upload: the "file" part is missing.',
    empty: 'The rate sheet is empty.',
  });
  return { ...file, fileType: rateSheetFileType(file.content, file.fileName) };
}

/** A name safe to store and to send back in Content-Disposition: the base name, plain characters only. */
export function storedFileName(fileName: string, fileType: RateSheetFileType): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const safe = base
    .replace(/[^A-Za-z0-9._ -]/g, '_')
    .slice(0, 120)
    .trim();
  const extension = fileType === XLSX_TYPE ? '.xlsx' : '.csv';
  if (safe === '' || safe.startsWith('.')) return `rate-sheet${extension}`;
  return safe;
}
