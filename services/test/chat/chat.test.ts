import { runCasesOf } from '../helpers/cases';

// The assistant's chat, its administration and its evaluation: every *.cases.ts beside this file, in one jest file (test/helpers/cases.ts says why).
runCasesOf(__dirname);
