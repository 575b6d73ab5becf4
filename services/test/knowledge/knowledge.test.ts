import { runCasesOf } from '../helpers/cases';

// The knowledge base and its administration: every *.cases.ts beside this file, in one jest file (test/helpers/cases.ts says why).
runCasesOf(__dirname);
