/**
 * The loan-file import: the uploaded base64 text of a MISMO 3.4 file becomes a loan document,
 * or a problem saying why not. Pure (no I/O), so the route stores nothing unless this succeeds.
 */
import type { ImportWarning, LoanDocument } from 'shared-rules';
import { DOCTYPE_FORBIDDEN_MESSAGE, checkXmlProlog } from './hostile-input-guard';
import { MAX_LOAN_FILE_BYTES, readLoanFileUpload } from './loan-file-input';
import { type LoanFileProblem, problem } from './loan-file-problems';
import { MISMO_SELECTION } from './mismo/mismo-selection';
import { mapMismoMessage } from './mismo/mismo-to-loan-document';
import { MISMO_NAMESPACE } from './mismo/mismo-vocabulary';
import { lineAndColumn } from './xml/xml-text';
import { readXmlTree } from './xml/xml-tree-reader';

export interface ConvertLoanFileOptions {
  /**
   * Largest accepted file in bytes: the `loan-upload` setting's limit. Never above
   * MAX_LOAN_FILE_BYTES (the spec's 26214400), which is also the default.
   */
  maxBytes?: number;
  /** Deepest element nesting accepted; MISMO files nest about 15 levels. */
  maxDepth?: number;
}

export type ConvertLoanFileResult = { ok: true; loan: LoanDocument; warnings: ImportWarning[] } | { ok: false; problem: LoanFileProblem };

export const DEFAULT_MAX_XML_DEPTH = 64;

const NOT_MISMO_EXPECTATION = `expected a MESSAGE element in the namespace ${MISMO_NAMESPACE} holding DEAL_SETS/DEAL_SET/DEALS/DEAL`;

/**
 * Converts an uploaded loan file. Checks, in order: base64 text, size (on the base64 length, then
 * on the decoded bytes), text encoding and that the file starts with markup, no DOCTYPE or entity
 * declaration, well-formed XML, the MISMO MESSAGE root, one DEAL, at least one borrower, at most
 * four borrower pairs. Never throws on any input.
 */
export function convertLoanFile(base64: string, options: ConvertLoanFileOptions = {}): ConvertLoanFileResult {
  const upload = readLoanFileUpload(base64, Math.min(options.maxBytes ?? MAX_LOAN_FILE_BYTES, MAX_LOAN_FILE_BYTES));
  if (!upload.ok) return upload;
  const { text } = upload;
  const forbidden = checkXmlProlog(text);
  if (forbidden !== null) return forbidden;
  let root = { name: '', namespace: null as string | null };
  const read = readXmlTree(text, {
    namespace: MISMO_NAMESPACE,
    selection: MISMO_SELECTION,
    maxDepth: options.maxDepth ?? DEFAULT_MAX_XML_DEPTH,
    acceptRoot: (localName, namespace) => {
      root = { name: localName, namespace };
      return localName === 'MESSAGE' && namespace === MISMO_NAMESPACE;
    },
  });
  if (!read.ok) {
    const { code, offset, detail } = read.problem;
    switch (code) {
      case 'root-rejected': {
        const found = root.namespace === null ? `${root.name} in no namespace` : `${root.name} in the namespace ${root.namespace}`;
        return problem('not-mismo', `The file is not a MISMO 3.4 loan file: its root element is ${found}; ${NOT_MISMO_EXPECTATION}.`);
      }
      case 'xml-doctype-forbidden':
        return problem('xml-doctype-forbidden', DOCTYPE_FORBIDDEN_MESSAGE);
      case 'xml-too-deep':
        return problem('xml-too-deep', `The file is not a loan file a lender system would write: ${detail}.`);
      case 'xml-malformed': {
        const { line, column } = lineAndColumn(text, offset);
        return problem('xml-malformed', `The file is not well-formed XML: ${detail} (line ${line}, column ${column}).`);
      }
    }
  }
  return mapMismoMessage(read.root);
}
