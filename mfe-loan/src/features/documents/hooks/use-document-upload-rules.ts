import { useMemo } from 'react';
import {
  DOCUMENT_FILE_TYPE_MIME,
  SETTING_DEFINITIONS,
  documentExtensions,
  documentUploadRulesOf,
  type DocumentUploadRules,
} from 'shared-rules';
import { useGetDocumentUploadRulesQuery } from '../api/get-document-upload-rules';

export interface DocumentUploadRulesRead {
  rules: DocumentUploadRules;
  /** A file chooser's `accept`: each allowed content type with its extensions. */
  accept: Record<string, string[]>;
}

/** What the page checks while the rules load (or cannot load): the setting's default. Services judge every upload anyway. */
const DEFAULT_RULES = documentUploadRulesOf(SETTING_DEFINITIONS.documents.defaultValue);

/**
 * The documents setting's upload rules, which the upload area and the condition upload check a
 * file against before sending it: the limit and the types in force now, followed live when an
 * administrator saves them.
 */
export function useDocumentUploadRules(): DocumentUploadRulesRead {
  const { data } = useGetDocumentUploadRulesQuery();
  const rules = data ?? DEFAULT_RULES;
  const accept = useMemo(
    () => Object.fromEntries(rules.allowedFileTypes.map((type) => [DOCUMENT_FILE_TYPE_MIME[type], documentExtensions([type])])),
    [rules],
  );
  return { rules, accept };
}
