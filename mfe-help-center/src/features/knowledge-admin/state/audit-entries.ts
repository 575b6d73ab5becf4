/** What each audit action of a knowledge document means, as the audit lists it. */
const ACTION_LABELS: Readonly<Record<string, string>> = {
  create: 'Added',
  upload: 'PDF uploaded',
  update: 'Changed',
  archive: 'Archived',
  extract: 'Extraction requested again',
  processed: 'Text extracted',
  failed: 'Extraction failed',
};

/** The readable name of an audit action; an action this page does not know is shown as stored. */
export function auditActionLabel(action: string): string {
  return Object.hasOwn(ACTION_LABELS, action) ? ACTION_LABELS[action] : action;
}

const DETAIL_LABELS: Readonly<Record<string, string>> = {
  title: 'Title',
  sourceType: 'Type',
  status: 'Status',
  filename: 'File',
  bytes: 'Bytes',
  pages: 'Pages',
  words: 'Words',
  reason: 'Reason',
  attempts: 'Attempts',
  tagRenamed: 'Tag renamed',
};

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object' && value !== null && 'from' in value && 'to' in value) {
    const { from, to } = value as { from: unknown; to: unknown };
    return `${valueText(from)} → ${valueText(to)}`;
  }
  return JSON.stringify(value);
}

/**
 * An audit entry's details as "label: value" lines, in the order stored. Services record a few
 * known keys (title, status, file, pages, reason, a tag renamed from → to); any other key is
 * shown with its own name, so nothing recorded is hidden.
 */
export function auditDetailLines(details: Record<string, unknown>): string[] {
  return Object.entries(details).map(
    ([key, value]) => `${Object.hasOwn(DETAIL_LABELS, key) ? DETAIL_LABELS[key] : key}: ${valueText(value)}`,
  );
}
