// The Help Center remote's handler set for jest: the settings its drawers and pages read (feature
// flags, help pages) as services give them before an administrator saved any. A test gives the
// knowledge and support answers with `server.use(...)` (see `serveKnowledge`).
import { settingDefaults } from 'shared-ui/testing';

export const handlers = [settingDefaults];
