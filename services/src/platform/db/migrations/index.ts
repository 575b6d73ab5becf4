import type { Migration } from 'kysely';
import { coreMigration } from './0001-core';
import { loansMigration } from './0002-loans';
import { documentsMigration } from './0003-documents';
import { supportMigration } from './0004-support';
import { settingsStoreMigration } from './0005-settings-store';
import { changelogsMigration } from './0006-changelogs';
import { assetsMigration } from './0007-assets';
import { pipelineSearchMigration } from './0008-pipeline-search';
import { workflowsMigration } from './0009-workflows';
import { loanEventsMigration } from './0010-loan-events';
import { loanConditionsMigration } from './0011-loan-conditions';
import { loanResourceLockMigration } from './0012-loan-resource-lock';
import { loanAlertEmailsMigration } from './0013-loan-alert-emails';
import { loanDataVersionsMigration } from './0014-loan-data-versions';
import { ruleSetVersionsMigration } from './0015-rule-set-versions';
import { knowledgeMigration } from './0016-knowledge';
import { chatMigration } from './0017-chat';
import { chatTestsMigration } from './0018-chat-tests';
import { accountAuditMigration } from './0019-account-audit';
import { mfaMigration } from './0020-mfa';
import { errorLogsMigration } from './0021-error-logs';
import { passwordLinksMigration } from './0022-password-links';
import { impersonationMigration } from './0023-impersonation';
import { instancesMigration } from './0024-instances';
import { profilePhotosMigration } from './0025-profile-photos';
import { emailIdentityMigration } from './0026-email-identity';
import { auditRetentionMigration } from './0027-audit-retention';
import { loanHoiNoticeMigration } from './0028-loan-hoi-notice';
import { jobsMigration } from './0029-jobs';
import { webhooksMigration } from './0030-webhooks';
import { rateSheetsMigration } from './0031-rate-sheets';
import { jobRunAgainMigration } from './0032-job-run-again';

/**
 * Every migration, in order. Listed statically (not read from the folder) so the same list runs
 * from TypeScript in tests and from the compiled CommonJS in dist. A feature adds its file here
 * with the next number; names never change once released.
 */
export const migrations: Record<string, Migration> = {
  '0001-core': coreMigration,
  '0002-loans': loansMigration,
  '0003-documents': documentsMigration,
  '0004-support': supportMigration,
  '0005-settings-store': settingsStoreMigration,
  '0006-changelogs': changelogsMigration,
  '0007-assets': assetsMigration,
  '0008-pipeline-search': pipelineSearchMigration,
  '0009-workflows': workflowsMigration,
  '0010-loan-events': loanEventsMigration,
  '0011-loan-conditions': loanConditionsMigration,
  '0012-loan-resource-lock': loanResourceLockMigration,
  '0013-loan-alert-emails': loanAlertEmailsMigration,
  '0014-loan-data-versions': loanDataVersionsMigration,
  '0015-rule-set-versions': ruleSetVersionsMigration,
  '0016-knowledge': knowledgeMigration,
  '0017-chat': chatMigration,
  '0018-chat-tests': chatTestsMigration,
  '0019-account-audit': accountAuditMigration,
  '0020-mfa': mfaMigration,
  '0021-error-logs': errorLogsMigration,
  '0022-password-links': passwordLinksMigration,
  '0023-impersonation': impersonationMigration,
  '0024-instances': instancesMigration,
  '0025-profile-photos': profilePhotosMigration,
  '0026-email-identity': emailIdentityMigration,
  '0027-audit-retention': auditRetentionMigration,
  '0028-loan-hoi-notice': loanHoiNoticeMigration,
  '0029-jobs': jobsMigration,
  '0030-webhooks': webhooksMigration,
  '0031-rate-sheets': rateSheetsMigration,
  '0032-job-run-again': jobRunAgainMigration,
};
