// Standalone harness for the Assistant team (`npm run dev -w mfe-assistant`): never part of the build.
import { mountHarness } from 'shared-ui/harness';

void mountHarness({ remote: () => import('../src/remote') });
