// The Add Loan remote's handler set for jest: the settings its steps read (the loan-upload limits)
// as services give them before an administrator saved any. A test gives other answers with
// `server.use(...)`.
import { settingDefaults } from 'shared-ui/testing';

export const handlers = [settingDefaults];
