import { HttpResponse } from 'msw';
import { isSettingKey, SETTING_DEFINITIONS, type SettingEntry } from 'shared-rules';
import { api, problem } from './api-handlers';

/**
 * `GET /api/settings/:key` as services answer before an administrator saved anything: each
 * setting's default at version 0, and the services' 404 for a key no setting has. Remotes put it in
 * their handler set; a test answers a saved value with `server.use(...)`.
 */
export const settingDefaults = api.get<SettingEntry, never, { key: string }>('/settings/:key', ({ params }) =>
  isSettingKey(params.key)
    ? HttpResponse.json({
        key: params.key,
        value: SETTING_DEFINITIONS[params.key].defaultValue,
        version: 0,
        updatedAt: null,
        updatedBy: null,
      })
    : problem(404, 'setting-unknown', `No setting ${params.key}.`),
);
