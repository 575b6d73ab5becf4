// Standalone harness for the Help Center team (`npm run dev -w mfe-help-center`): never part of the build.
import { mountHarness } from 'shared-ui/harness';

void mountHarness({ remote: () => import('../src/remote') });
