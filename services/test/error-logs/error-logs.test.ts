import { runCasesOf } from '../helpers/cases';

// The error log: every *.cases.ts beside this file, in one jest file (test/helpers/cases.ts says why).
runCasesOf(__dirname);
