/**
 * Word and Excel files (Office Open XML) by their content: a ZIP archive whose central directory
 * lists `[Content_Types].xml` and the main part of a document (`word/document.xml`) or a workbook
 * (`xl/workbook.xml`). Only the directory's names are read, nothing is decompressed, so a crafted
 * archive costs no more than its bytes. Files with macros (a `vbaProject.bin` part: .docm, .xlsm)
 * are not Word or Excel files here. Pure: no I/O.
 */

export type OfficeFileType = 'docx' | 'xlsx';

const LOCAL_FILE_HEADER = 0x04034b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_HEADER = 0x02014b50;
/** The end record is 22 bytes, followed by a comment of at most 65535. */
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;
/** More entries than any real document has; past it the file is not read further. */
const MAX_ENTRIES = 20_000;

/** The names of the archive's central directory, or null when it is not a readable ZIP (ZIP64 included: no office file needs it at 25 MB). */
function centralDirectoryNames(bytes: Uint8Array): string[] | null {
  if (bytes.length < END_RECORD_SIZE) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== LOCAL_FILE_HEADER) return null;
  let end = -1;
  const lowest = Math.max(0, bytes.length - END_RECORD_SIZE - MAX_COMMENT);
  for (let at = bytes.length - END_RECORD_SIZE; at >= lowest; at -= 1) {
    if (view.getUint32(at, true) === END_OF_CENTRAL_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryStart = view.getUint32(end + 16, true);
  if (entries === 0xffff || directoryStart === 0xffffffff || entries > MAX_ENTRIES) return null;
  if (directoryStart + directorySize > end) return null;
  const names: string[] = [];
  const decoder = new TextDecoder();
  let at = directoryStart;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL_DIRECTORY_HEADER) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > end) return null;
    names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** `docx` or `xlsx` when the bytes are such a file without macros, else null. */
export function sniffOfficeFile(bytes: Uint8Array): OfficeFileType | null {
  const names = centralDirectoryNames(bytes);
  if (!names || !names.includes('[Content_Types].xml')) return null;
  if (names.some((name) => name.toLowerCase().endsWith('vbaproject.bin'))) return null;
  const isDocument = names.includes('word/document.xml');
  const isWorkbook = names.includes('xl/workbook.xml');
  if (isDocument === isWorkbook) return null;
  return isDocument ? 'docx' : 'xlsx';
}
