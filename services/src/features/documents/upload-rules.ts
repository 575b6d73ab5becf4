/**
 * What an upload to a loan may be, in force now: the `documents` setting's limit and kinds (read
 * per request through the settings cache, so a saved change applies to the next upload in every
 * service process), within the 25 MB ceiling. The uploads refuse the rest; brokers read the same
 * rules from `GET /api/documents/upload-rules`.
 */
import { documentUploadRulesOf, type DocumentUploadRules } from 'shared-rules';
import { readSettingValue, type SettingSource } from '../../platform/settings/setting-reader';

export async function readDocumentUploadRules(source: SettingSource): Promise<DocumentUploadRules> {
  return documentUploadRulesOf(await readSettingValue(source, 'documents'));
}
