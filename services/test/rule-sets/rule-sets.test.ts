import { runCasesOf } from '../helpers/cases';

// Rule sets: versions, changes and their cache: every *.cases.ts beside this file, in one jest file (test/helpers/cases.ts says why).
runCasesOf(__dirname);
