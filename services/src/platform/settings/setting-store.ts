/**
 * The settings table and its audit: read one stored setting, and save one in a transaction that
 * refuses a stale version and writes the audit row with the value.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SettingEntry, SettingKey } from 'shared-rules';
import type { Database } from '../db/schema';
import { ApiError } from '../http/problem';
import { effectiveSettingValue } from './setting-rules';

/** A setting as the table holds it; `null` stands for a key never saved. */
export interface StoredSetting {
  value: unknown;
  version: number;
  updatedAt: Date;
  /** The display name of who saved last; null when unknown (saved by the demo data, or the user was deleted). */
  updatedBy: string | null;
}

export const staleSetting = () =>
  new ApiError(409, 'stale-setting', 'This setting was changed by someone else. Reload it to see the current value.');

const displayName = (first: string | null, last: string | null) =>
  first === null && last === null ? null : `${first ?? ''} ${last ?? ''}`.trim();

export async function loadStoredSetting(db: Kysely<Database>, key: SettingKey): Promise<StoredSetting | null> {
  const row = await db
    .selectFrom('settings')
    .leftJoin('users', 'users.id', 'settings.updatedBy')
    .select(['settings.value', 'settings.version', 'settings.updatedAt', 'users.firstName', 'users.lastName'])
    .where('settings.key', '=', key)
    .executeTakeFirst();
  if (!row) return null;
  return { value: row.value, version: row.version, updatedAt: row.updatedAt, updatedBy: displayName(row.firstName, row.lastName) };
}

/** The answer of `GET /api/settings/:key`: the default (version 0) while never saved. */
export function settingEntryOf(key: SettingKey, stored: StoredSetting | null): SettingEntry {
  if (!stored) return { key, value: effectiveSettingValue(key, undefined), version: 0, updatedAt: null, updatedBy: null };
  return {
    key,
    value: effectiveSettingValue(key, stored.value),
    version: stored.version,
    updatedAt: stored.updatedAt.toISOString(),
    updatedBy: stored.updatedBy,
  };
}

export interface SettingSave {
  key: SettingKey;
  /** Already validated against the key's schema. */
  value: unknown;
  /** The version the edit started from; anything else stored now makes the save stale. */
  expectedVersion: number;
  user: { id: string; name: string };
  now?: Date;
}

/**
 * Writes the value as the next version and its audit row, in one transaction. The row is locked
 * (`for update`) while the version is compared, so of two saves based on the same version the
 * second waits for the first and is then refused (409 `stale-setting`); two first saves of a key
 * never saved race on the primary key, and the loser is refused the same way.
 */
export async function saveSetting(db: Kysely<Database>, save: SettingSave): Promise<StoredSetting> {
  const { key, value, expectedVersion, user } = save;
  const now = save.now ?? new Date();
  const json = JSON.stringify(value);
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('settings').select(['value', 'version']).where('key', '=', key).forUpdate().executeTakeFirst();
    const storedVersion = current?.version ?? 0;
    if (storedVersion !== expectedVersion) throw staleSetting();
    const version = storedVersion + 1;
    if (current) {
      await trx.updateTable('settings').set({ value: json, version, updatedAt: now, updatedBy: user.id }).where('key', '=', key).execute();
    } else {
      const inserted = await trx
        .insertInto('settings')
        .values({ key, value: json, version, updatedAt: now, updatedBy: user.id })
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('key')
        .executeTakeFirst();
      if (!inserted) throw staleSetting();
    }
    await trx
      .insertInto('settingAudit')
      .values({
        id: randomUUID(),
        key,
        version,
        changedAt: now,
        changedBy: user.id,
        changedByName: user.name,
        oldValue: current ? JSON.stringify(current.value) : null,
        newValue: json,
      })
      .execute();
    return { value, version, updatedAt: now, updatedBy: user.name };
  });
}
