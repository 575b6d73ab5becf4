import type { SettingEntry } from 'shared-rules';
import { useGetSettingQuery } from 'shared-ui';
import type { AdminPage } from '../../../config/admin-pages';
import { useGetChecklistEmailDeliveryQuery } from '../api/get-email-delivery';
import { useGetRuleSetsQuery } from '../api/get-rule-sets';
import { settingStatusOf, type SettingStatus } from './setting-status';

export type { SettingStatus } from './setting-status';

/** Settings the services' environment can configure without a save: email, when SMTP is set. */
export const CONFIGURED_BY_ENVIRONMENT = new Set(['email-settings']);

export function statusCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : null;
}

/** Whether the services' environment configures email (SMTP_URL); false while unknown. */
export function useSmtpConfigured(skip = false): boolean {
  const delivery = useGetChecklistEmailDeliveryQuery(undefined, { skip });
  return delivery.data?.smtpConfigured === true;
}

/**
 * How far an admin page is set up: its stored setting (`GET /api/settings/:key`; saved when its
 * version is above 0), the environment for email, or the number of records it manages (the rule
 * sets behind Field Rules).
 */
export function usePageStatus(page: Pick<AdminPage, 'settingKey' | 'records'>): SettingStatus {
  const setting = useGetSettingQuery(page.settingKey ?? '', { skip: !page.settingKey });
  const ruleSets = useGetRuleSetsQuery(undefined, { skip: page.records !== 'rule-sets' });
  const environmentMatters = page.settingKey !== undefined && CONFIGURED_BY_ENVIRONMENT.has(page.settingKey);
  const smtpConfigured = useSmtpConfigured(!environmentMatters);

  if (page.records === 'rule-sets') {
    if (ruleSets.isLoading) return { kind: 'loading' };
    if (ruleSets.isError) return { kind: 'unknown' };
    return { kind: 'records', count: ruleSets.data?.length ?? 0, noun: 'rule set' };
  }
  if (!page.settingKey) return { kind: 'no-setting' };
  return settingStatusOf(
    {
      isLoading: setting.isLoading,
      isError: setting.isError,
      errorStatus: statusCode(setting.error),
      entry: setting.data as SettingEntry | undefined,
    },
    environmentMatters && smtpConfigured,
  );
}
