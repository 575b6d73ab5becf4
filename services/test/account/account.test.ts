import { runCasesOf } from '../helpers/cases';

// A user's own account: profile, photo and two-step sign-in: every *.cases.ts beside this file, in one jest file (test/helpers/cases.ts says why).
runCasesOf(__dirname);
