import { auditTrailEntityTypeLabel } from 'shared-rules';
import { RETENTION_TABLES } from './retention/retention-tables';

/** What the summary of an entry reads: its action, what it is about, and the details kept. */
export interface SummarySource {
  action: string;
  entityType: string;
  entityId: string;
  entityName: string | null;
  details: Record<string, unknown>;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);
const count = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const version = (details: Record<string, unknown>) => (count(details.version) === null ? '' : ` (version ${count(details.version)})`);

/** `changed: ['firstName', 'personas']` as "first name, personas"; empty when the record names none. */
function changedFields(details: Record<string, unknown>): string {
  const changed = Array.isArray(details.changed) ? details.changed.filter((field): field is string => typeof field === 'string') : [];
  if (changed.length === 0) return '';
  return `: ${changed.map((field) => field.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`)).join(', ')}`;
}

/** `message-received` → "Message received". */
const humanized = (action: string) => {
  const words = action.replace(/[._-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** "Downloaded paystub.pdf of loan 1000234", saying when the portal showed it rather than saving it, and through a signed link. */
function downloadSummary(entity: string, details: Record<string, unknown>): string {
  const verb = details.disposition === 'inline' ? 'Viewed' : 'Downloaded';
  const loan = text(details.loanNumber) ? ` of loan ${text(details.loanNumber)}` : '';
  const link = details.via === 'signed-link' ? ' through a signed PDF link' : '';
  return `${verb} ${entity}${loan}${link}`;
}

/** "Removed 12 audit records older than 30 days: 10 of people, organisations and access, 2 of settings". */
function retentionSummary(details: Record<string, unknown>): string {
  const total = count(details.total) ?? 0;
  const days = count(details.retentionDays);
  const removed = typeof details.removed === 'object' && details.removed !== null ? (details.removed as Record<string, unknown>) : {};
  // In the sweep's order (the stored record's keys come back in the database's order).
  const parts = RETENTION_TABLES.map(({ countKey, label }) => [label, count(removed[countKey]) ?? 0] as const)
    .filter(([, n]) => n > 0)
    .map(([label, n]) => `${n} of ${label}`);
  const older = days === null ? '' : ` older than ${days} days`;
  return `Removed ${total} audit record${total === 1 ? '' : 's'}${older}${parts.length > 0 ? `: ${parts.join(', ')}` : ''}`;
}

/** Verbs of the actions that keep their feature's own name after the prefix (`changelog.create`). */
const VERBS: Record<string, string> = {
  create: 'Added',
  update: 'Changed',
  delete: 'Deleted',
  archive: 'Archived',
  upload: 'Uploaded',
  extract: 'Queued the text extraction of',
  processed: 'Extracted the text of',
  failed: 'Could not extract the text of',
};

/**
 * One line a person reads for an audit entry ("Changed Taylor Brooks: personas"). The entity is
 * named when its name is known, by id otherwise; an action this list does not know yet reads as
 * its words and the entity ("Mfa enabled: User Taylor Brooks"), so a new kind of record is never
 * left out of the trail.
 */
export function summarizeAuditEntry({ action, entityType, entityId, entityName, details }: SummarySource): string {
  const entity = entityName ?? entityId;
  const typeLabel = auditTrailEntityTypeLabel(entityType).toLowerCase();
  switch (action) {
    case 'user.create':
      return `Added user ${entity}`;
    case 'user.update':
      return `Changed user ${entity}${changedFields(details)}`;
    case 'user.disable':
      return `Turned off sign-in for ${entity}`;
    case 'user.enable':
      return `Turned on sign-in for ${entity}`;
    case 'user.password-link':
      return `Emailed ${entity} a password link`;
    case 'user.password-reset':
      return 'Chose a new password from an emailed link';
    case 'user.import':
      return count(details.count) === null ? 'Imported users from a CSV file' : `Imported ${count(details.count)} users from a CSV file`;
    case 'organization.create':
      return `Added organization ${entity}`;
    case 'organization.update':
      return `Changed organization ${entity}${changedFields(details)}`;
    case 'impersonation.start':
      return `Started acting as ${entity}`;
    case 'impersonation.end':
      return `Stopped acting as ${entity}`;
    case 'impersonation.request':
      return `${entityId}${count(details.status) === null ? '' : ` (answered ${count(details.status)})`}`;
    case 'password-changed':
      return 'Changed their password';
    case 'email-changed':
      return `Changed their email address${text(details.to) ? ` to ${text(details.to)}` : ''}`;
    case 'profile-updated':
      return 'Changed their profile';
    case 'mfa-enabled':
      return 'Turned on two-step sign-in';
    case 'mfa-replaced':
      return 'Replaced their two-step sign-in';
    case 'mfa-disabled':
      return 'Turned off two-step sign-in';
    case 'integration-token-stored':
      return 'Stored their Encompass integration token';
    case 'integration-token-removed':
      return 'Removed their Encompass integration token';
    case 'instance-sync.secret-generate':
      return `Generated the shared secret of moving between instances${text(details.fingerprint) ? ` (fingerprint ${text(details.fingerprint)})` : ''}`;
    case 'instance-sync.secret-enter':
      return `Entered the shared secret of another instance${text(details.fingerprint) ? ` (fingerprint ${text(details.fingerprint)})` : ''}`;
    case 'instance-sync.secret-remove':
      return 'Removed the shared secret: moving between instances is off';
    case 'instance-sync.refused':
      return `Refused a sign-in link from another instance${text(details.reason) ? ` (${text(details.reason)})` : ''}`;
    case 'setting.save':
      return `Saved the ${entityId} setting${version(details)}`;
    case 'rule-set.save':
      return `Saved rule set ${entity}${version(details)}${text(details.summary) ? `: ${text(details.summary)}` : ''}`;
    case 'rule-set.restore':
      return `Restored rule set ${entity} to version ${count(details.restoredFrom) ?? '?'}${version(details)}`;
    case 'workflow.save':
      return `Saved the ${entityId} workflow${version(details)}`;
    case 'loan.view':
      return `Opened loan ${entity}`;
    case 'document.download':
      return downloadSummary(entity, details);
    case 'audit.retention':
      return retentionSummary(details);
    default:
      break;
  }
  const [prefix, verb] = action.split('.', 2);
  if (verb && VERBS[verb] && (prefix === 'changelog' || prefix === 'knowledge-document')) return `${VERBS[verb]} ${typeLabel} ${entity}`;
  if (prefix === 'assistant' && verb) return `Assistant: ${humanized(verb).toLowerCase()}`;
  return `${humanized(action)}: ${typeLabel} ${entity}`;
}
