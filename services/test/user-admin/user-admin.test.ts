import { runCasesOf } from '../helpers/cases';

// User administration: organisations, users, imports and password links: every *.cases.ts beside this file, in one jest file (test/helpers/cases.ts says why).
runCasesOf(__dirname);
