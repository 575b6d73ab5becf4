import { runCasesOf } from '../helpers/cases';

// Signing in, sessions, the sign-in throttle and email identity: every *.cases.ts beside this file, in one jest file (test/helpers/cases.ts says why).
runCasesOf(__dirname);
