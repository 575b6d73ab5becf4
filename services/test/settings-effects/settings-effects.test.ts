import { runCasesOf } from '../helpers/cases';

// What settings change elsewhere in the services: every *.cases.ts beside this file, in one jest file (test/helpers/cases.ts says why).
runCasesOf(__dirname);
