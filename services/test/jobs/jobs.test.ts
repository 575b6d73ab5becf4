import { runCasesOf } from '../helpers/cases';

// The durable job runner (`src/platform/jobs`) on the configured engine: every *.cases.ts beside this file, in one jest file (test/helpers/cases.ts says why).
runCasesOf(__dirname);
