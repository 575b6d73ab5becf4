import { ADD_LOAN_TEXTS, IMPORT_FILE_MAX_BYTES } from './texts';

/** What the wizard needs to know of a picked file (a browser File fits). */
export interface PickedFile {
  name: string;
  size: number;
}

/**
 * The problems of the files picked for import, as the messages the drop area shows; empty when
 * exactly one `.xml` file (any case) of at most 25 MB (26214400 bytes) was picked.
 */
export function importFileProblems(files: readonly PickedFile[]): string[] {
  if (files.length !== 1) return [ADD_LOAN_TEXTS.oneFileOnly];
  const [file] = files;
  const problems: string[] = [];
  if (!file.name.toLowerCase().endsWith('.xml')) problems.push(ADD_LOAN_TEXTS.fileNotXml);
  if (!(file.size <= IMPORT_FILE_MAX_BYTES)) problems.push(ADD_LOAN_TEXTS.fileTooLarge);
  return problems;
}
