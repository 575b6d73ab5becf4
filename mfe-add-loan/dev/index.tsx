// Standalone harness for the Add Loan team (`npm run dev -w mfe-add-loan`): never part of the build.
import { mountHarness } from 'shared-ui/harness';

void mountHarness({ remote: () => import('../src/remote') });
