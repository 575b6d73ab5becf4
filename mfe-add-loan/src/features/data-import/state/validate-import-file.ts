/** The largest loan file the import accepts: 25 MB. */
export const MAX_IMPORT_FILE_BYTES = 26_214_400;

export const IMPORT_FILE_MESSAGES = {
  notXml: 'File must be an XML file',
  tooLarge: 'File size must be less than 25MB',
  notSingle: 'Select one file only',
} as const;

/** The parts of a browser `File` the check reads, so tests need no real files. */
export interface CandidateFile {
  name: string;
  size: number;
}

/**
 * Returns the problems with the files a user dropped or picked for import; an empty list means the
 * selection is one acceptable loan file. Never throws.
 */
export function validateImportFiles(files: readonly CandidateFile[]): string[] {
  if (files.length !== 1) return [IMPORT_FILE_MESSAGES.notSingle];
  const [file] = files;
  const problems: string[] = [];
  if (!file.name.toLowerCase().endsWith('.xml')) problems.push(IMPORT_FILE_MESSAGES.notXml);
  if (file.size > MAX_IMPORT_FILE_BYTES) problems.push(IMPORT_FILE_MESSAGES.tooLarge);
  return problems;
}
