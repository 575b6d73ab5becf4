import { runCasesOf } from '../helpers/cases';

// Support requests and their email: every *.cases.ts beside this file, in one jest file (test/helpers/cases.ts says why).
runCasesOf(__dirname);
