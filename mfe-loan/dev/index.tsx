// Standalone harness for the Loans team (`npm run dev -w mfe-loan`): never part of the build.
import { mountHarness } from 'shared-ui/harness';

void mountHarness({ remote: () => import('../src/remote') });
