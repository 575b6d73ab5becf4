import { useGetSettingQuery } from 'shared-ui';

export type SettingStatus =
  | { kind: 'loading' }
  | { kind: 'configured'; updatedAt: string | null }
  | { kind: 'not-configured' }
  | { kind: 'unknown' }
  | { kind: 'no-setting' };

function statusCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : null;
}

/** Whether the stored setting behind an admin page exists (`GET /api/settings/:key`; 404 means never saved). */
export function useSettingStatus(settingKey: string | undefined): SettingStatus {
  const query = useGetSettingQuery(settingKey ?? '', { skip: !settingKey });
  if (!settingKey) return { kind: 'no-setting' };
  if (query.isLoading) return { kind: 'loading' };
  if (query.isError) return statusCode(query.error) === 404 ? { kind: 'not-configured' } : { kind: 'unknown' };
  const entry = query.data as { updatedAt?: unknown } | undefined;
  return { kind: 'configured', updatedAt: typeof entry?.updatedAt === 'string' ? entry.updatedAt : null };
}
