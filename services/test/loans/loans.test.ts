import { runCasesOf } from '../helpers/cases';

// Loans: creation, import, data, workflow, pipeline and locks: every *.cases.ts beside this file, in one jest file (test/helpers/cases.ts says why).
runCasesOf(__dirname);
