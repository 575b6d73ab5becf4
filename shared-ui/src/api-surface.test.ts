import path from 'node:path';
import { apiSurfaceProblem } from 'shared-rules/testing';
import * as sharedUi from './index';

it('shared-ui’s exports are those recorded at its version (a changed export needs a release)', () => {
  expect(apiSurfaceProblem('shared-ui', path.join(__dirname, '../api-surface.json'), sharedUi.SHARED_UI_VERSION, sharedUi)).toBeNull();
});
