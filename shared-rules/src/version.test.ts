import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SHARED_RULES_VERSION } from './version';

it('shared-rules’ version constant is the version its package.json declares', () => {
  const declared = JSON.parse(readFileSync(path.join(__dirname, '../package.json'), 'utf8')) as { version: string };
  expect(SHARED_RULES_VERSION).toBe(declared.version);
});
