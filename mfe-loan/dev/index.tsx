// Standalone harness for the Loans team (`npm run dev -w mfe-loan`): never part of the build.
import { mountHarness } from 'shared-ui/harness';

/** `HARNESS_FAKES=1` on the dev server's command line (see `harness-fakes.cjs`). */
declare const __HARNESS_FAKES__: boolean;

void mountHarness({
  remote: () => import('../src/remote'),
  fakeServices: __HARNESS_FAKES__ ? () => import('../src/testing/handlers').then((module) => module.handlers) : undefined,
});
