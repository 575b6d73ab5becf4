import path from 'node:path';
import * as sharedRules from './index';
import { apiSurfaceProblem } from './testing/api-surface';

it('shared-rules’ exports are those recorded at its version (a changed export needs a release)', () => {
  expect(
    apiSurfaceProblem('shared-rules', path.join(__dirname, '../api-surface.json'), sharedRules.SHARED_RULES_VERSION, sharedRules),
  ).toBeNull();
});
