import { runCasesOf } from '../helpers/cases';

// Rate sheets and pricing: every *.cases.ts beside this file, in one jest file (test/helpers/cases.ts says why).
runCasesOf(__dirname);
