// Standalone harness for the Administration team (`npm run dev -w mfe-admin`): never part of the build.
// With `HARNESS_FAKES=1` the remote's jest handler set answers in the browser instead of services.
import { mountHarness } from 'shared-ui/harness';

void mountHarness({
  remote: () => import('../src/remote'),
  fakeServices: __HARNESS_FAKES__ ? () => import('../src/testing/handlers').then((module) => module.handlers) : undefined,
});
