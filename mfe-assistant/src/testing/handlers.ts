// The Assistant remote's handler set for jest: the settings its widget and pages read (feature
// flags) as services give them before an administrator saved any. A test gives the chat
// answers with `server.use(...)` (see `serveChat`).
import { settingDefaults } from 'shared-ui/testing';

export const handlers = [settingDefaults];
