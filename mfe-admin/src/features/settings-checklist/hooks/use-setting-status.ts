import { useGetSettingQuery } from 'shared-ui';
import type { AdminPage } from '../../../config/admin-pages';
import { useGetRuleSetsQuery } from '../api/get-rule-sets';

export type SettingStatus =
  | { kind: 'loading' }
  | { kind: 'configured'; updatedAt: string | null }
  | { kind: 'not-configured' }
  | { kind: 'unknown' }
  | { kind: 'records'; count: number; noun: string }
  | { kind: 'no-setting' };

function statusCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : null;
}

/**
 * How far an admin page is set up: its stored setting (`GET /api/settings/:key`; 404 means never
 * saved), or the number of records it manages (the rule sets behind Field Rules).
 */
export function usePageStatus(page: Pick<AdminPage, 'settingKey' | 'records'>): SettingStatus {
  const setting = useGetSettingQuery(page.settingKey ?? '', { skip: !page.settingKey });
  const ruleSets = useGetRuleSetsQuery(undefined, { skip: page.records !== 'rule-sets' });

  if (page.records === 'rule-sets') {
    if (ruleSets.isLoading) return { kind: 'loading' };
    if (ruleSets.isError) return { kind: 'unknown' };
    return { kind: 'records', count: ruleSets.data?.length ?? 0, noun: 'rule set' };
  }
  if (!page.settingKey) return { kind: 'no-setting' };
  if (setting.isLoading) return { kind: 'loading' };
  if (setting.isError) return statusCode(setting.error) === 404 ? { kind: 'not-configured' } : { kind: 'unknown' };
  const entry = setting.data as { updatedAt?: unknown } | undefined;
  return { kind: 'configured', updatedAt: typeof entry?.updatedAt === 'string' ? entry.updatedAt : null };
}
