// Standalone harness for the Administration team (`npm run dev -w mfe-admin`): never part of the build.
import { mountHarness } from 'shared-ui/harness';

void mountHarness({ remote: () => import('../src/remote') });
