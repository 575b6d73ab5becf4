import { runCasesOf } from '../helpers/cases';

// What every feature stands on: database, caches, live updates, route schemas, tenancy, logs: every *.cases.ts beside this file, in one jest file (test/helpers/cases.ts says why).
runCasesOf(__dirname);
