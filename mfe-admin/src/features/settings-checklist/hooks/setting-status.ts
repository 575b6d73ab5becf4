import type { SettingEntry } from 'shared-rules';

export type SettingStatus =
  | { kind: 'loading' }
  | { kind: 'configured'; updatedAt: string | null; by: 'saved' | 'environment' }
  | { kind: 'not-configured' }
  | { kind: 'unknown' }
  | { kind: 'records'; count: number; noun: string }
  | { kind: 'no-setting' };

/** What the checklist knows of a setting read (`GET /api/settings/:key`) while deciding its status. */
export interface SettingRead {
  isLoading: boolean;
  isError: boolean;
  /** The HTTP status of a failed read. */
  errorStatus?: unknown;
  entry: Pick<SettingEntry, 'version' | 'updatedAt'> | undefined;
}

/**
 * Whether a setting counts as configured: saved at least once (version above 0; the server
 * answers a never-saved key with its default at version 0, and older servers with 404), or set
 * up by the services' environment (`configuredByEnvironment`, e.g. SMTP for email).
 */
export function settingStatusOf(read: SettingRead, configuredByEnvironment = false): SettingStatus {
  if (read.isLoading) return { kind: 'loading' };
  const saved = read.entry !== undefined && read.entry.version > 0;
  if (saved) return { kind: 'configured', updatedAt: read.entry?.updatedAt ?? null, by: 'saved' };
  if (configuredByEnvironment) return { kind: 'configured', updatedAt: null, by: 'environment' };
  if (read.isError) return read.errorStatus === 404 ? { kind: 'not-configured' } : { kind: 'unknown' };
  return { kind: 'not-configured' };
}
