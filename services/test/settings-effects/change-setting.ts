import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { SettingEntry, SettingKey, SettingValue } from 'shared-rules';

export type Headers = { authorization: string };

/** The key's entry as an administrator reads it (`GET /api/settings/:key`). */
export async function readSetting<K extends SettingKey>(
  app: FastifyInstance,
  admin: Headers,
  key: K,
): Promise<SettingEntry<SettingValue<K>>> {
  const response = await app.inject({ method: 'GET', url: `/api/settings/${key}`, headers: admin });
  expect([response.statusCode, response.body]).toEqual([200, expect.any(String)]);
  return response.json<SettingEntry<SettingValue<K>>>();
}

/**
 * Changes some fields of a setting the way its admin page does: reads the entry, then saves the
 * value with the changes through `PUT /api/settings/:key` with the version it read. Answers the
 * save's response (a refusal included), so a test sees what the page would.
 */
export async function changeSetting<K extends SettingKey>(
  app: FastifyInstance,
  admin: Headers,
  key: K,
  changes: Partial<Record<keyof SettingValue<K>, unknown>>,
): Promise<LightMyRequestResponse> {
  const entry = await readSetting(app, admin, key);
  return app.inject({
    method: 'PUT',
    url: `/api/settings/${key}`,
    headers: admin,
    payload: { value: { ...(entry.value as object), ...changes }, version: entry.version },
  });
}

/** `changeSetting`, failing the test unless the save is accepted. */
export async function setSetting<K extends SettingKey>(
  app: FastifyInstance,
  admin: Headers,
  key: K,
  changes: Partial<SettingValue<K>>,
): Promise<void> {
  const response = await changeSetting(app, admin, key, changes);
  expect([response.statusCode, response.body]).toEqual([200, expect.any(String)]);
}
