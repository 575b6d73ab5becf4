import { runCasesOf } from '../helpers/cases';

// Loan documents: uploads, signed addresses and upload alerts: every *.cases.ts beside this file, in one jest file (test/helpers/cases.ts says why).
runCasesOf(__dirname);
