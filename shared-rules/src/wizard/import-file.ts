import { ADD_LOAN_TEXTS, IMPORT_FILE_MAX_BYTES } from './texts';

/** What the wizard needs to know of a picked file (a browser File fits). */
export interface PickedFile {
  name: string;
  size: number;
}

/**
 * The limits of the loan-file import: the `loan-upload` setting's `maxFileSizeBytes` and
 * `acceptedExtensions`. The wizard and the import route judge a file by the same limits.
 */
export interface ImportFileLimits {
  maxFileSizeBytes: number;
  acceptedExtensions: readonly string[];
}

/** The specification's limits (one `.xml` file of at most 25 MB): the `loan-upload` setting's default. */
export const DEFAULT_IMPORT_FILE_LIMITS: ImportFileLimits = { maxFileSizeBytes: IMPORT_FILE_MAX_BYTES, acceptedExtensions: ['.xml'] };

const BYTES_PER_MB = 1024 * 1024;

/**
 * The limits the import applies: the setting's, with the size never above IMPORT_FILE_MAX_BYTES.
 * That ceiling is what the import route's body limit leaves room for (the base64 of 25 MB), so no
 * saved value can raise it; the setting's schema refuses more already, and this holds for a value
 * stored by an older release too.
 */
export function effectiveImportFileLimits(setting: ImportFileLimits): ImportFileLimits {
  return { maxFileSizeBytes: Math.min(setting.maxFileSizeBytes, IMPORT_FILE_MAX_BYTES), acceptedExtensions: setting.acceptedExtensions };
}

/** `26214400` → "25", `10485760 * 1.5` → "1.5": the size in MB as the administrator typed it (two decimals at most). */
export function importSizeInMb(bytes: number): string {
  return String(Math.round((bytes / BYTES_PER_MB) * 100) / 100);
}

/** "File size must be less than 25MB" (the specification's text at its 25 MB), naming the limit in force. */
export function importFileTooLargeText(maxFileSizeBytes: number): string {
  return maxFileSizeBytes === IMPORT_FILE_MAX_BYTES
    ? ADD_LOAN_TEXTS.fileTooLarge
    : `File size must be less than ${importSizeInMb(maxFileSizeBytes)}MB`;
}

/** `['.xml', '.mismo']` → ".xml or .mismo". */
function extensionList(extensions: readonly string[]): string {
  if (extensions.length <= 1) return extensions.join('');
  return `${extensions.slice(0, -1).join(', ')} or ${extensions[extensions.length - 1]}`;
}

/**
 * "File must be an XML file" (the specification's text while `.xml` is the one extension), else
 * naming the accepted extensions: the content must be MISMO XML whatever the name ends with.
 */
export function importFileTypeText(acceptedExtensions: readonly string[]): string {
  if (acceptedExtensions.length === 1 && acceptedExtensions[0] === '.xml') return ADD_LOAN_TEXTS.fileNotXml;
  return `File must be an XML file ending in ${extensionList(acceptedExtensions)}`;
}

/** The refusal of a file name whose extension (any case) is not accepted; null when it is. */
export function importFileNameProblem(name: string, acceptedExtensions: readonly string[]): string | null {
  const lower = name.toLowerCase();
  return acceptedExtensions.some((extension) => lower.endsWith(extension)) ? null : importFileTypeText(acceptedExtensions);
}

/** "One .xml file, up to 25 MB": what the drop area says it takes. */
export function importFileRulesText(limits: ImportFileLimits): string {
  return `One ${extensionList(limits.acceptedExtensions)} file, up to ${importSizeInMb(limits.maxFileSizeBytes)} MB`;
}

/**
 * The problems of the files picked for import, as the messages the drop area shows; empty when
 * exactly one file with an accepted extension (any case) of at most the size limit was picked.
 * Without limits, the specification's: one `.xml` file of at most 25 MB (26214400 bytes).
 */
export function importFileProblems(files: readonly PickedFile[], limits: ImportFileLimits = DEFAULT_IMPORT_FILE_LIMITS): string[] {
  if (files.length !== 1) return [ADD_LOAN_TEXTS.oneFileOnly];
  const [file] = files;
  const { maxFileSizeBytes, acceptedExtensions } = effectiveImportFileLimits(limits);
  const problems: string[] = [];
  const nameProblem = importFileNameProblem(file.name, acceptedExtensions);
  if (nameProblem) problems.push(nameProblem);
  if (!(file.size <= maxFileSizeBytes)) problems.push(importFileTooLargeText(maxFileSizeBytes));
  return problems;
}
