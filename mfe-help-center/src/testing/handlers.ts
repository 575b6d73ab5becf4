// The Help Center remote's handler set for jest: the settings its drawers and pages read (feature
// flags, help pages) as services give them before an administrator saved any. A test gives the
// knowledge and support answers with `server.use(...)` (see `serveKnowledge`).
import { HttpResponse } from 'msw';
import { isSettingKey, SETTING_DEFINITIONS, type SettingEntry } from 'shared-rules';
import { api, problem } from 'shared-ui/testing';

export const handlers = [
  api.get<SettingEntry, never, { key: string }>('/settings/:key', ({ params }) =>
    isSettingKey(params.key)
      ? HttpResponse.json({
          key: params.key,
          value: SETTING_DEFINITIONS[params.key].defaultValue,
          version: 0,
          updatedAt: null,
          updatedBy: null,
        })
      : problem(404, 'setting-unknown', `No setting ${params.key}.`),
  ),
];
