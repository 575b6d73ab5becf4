// Standalone harness for the Assistant team (`npm run dev -w mfe-assistant`): never part of the build.
import { mountHarness } from 'shared-ui/harness';

mountHarness({ remote: () => import('../src/remote') });
