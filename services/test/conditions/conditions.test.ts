import { runCasesOf } from '../helpers/cases';

// Conditions of a loan: every *.cases.ts beside this file, in one jest file (test/helpers/cases.ts says why).
runCasesOf(__dirname);
