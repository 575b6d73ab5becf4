import { runCasesOf } from '../helpers/cases';

// Webhooks: every *.cases.ts beside this file, in one jest file (test/helpers/cases.ts says why).
runCasesOf(__dirname);
