import { runCasesOf } from '../helpers/cases';

// Acting as another user: starting and ending: every *.cases.ts beside this file, in one jest file (test/helpers/cases.ts says why).
runCasesOf(__dirname);
