import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Runs every `*.cases.ts` of a folder inside the one jest test file that calls this, each in a
 * `describe` of its name, with its own `beforeAll`/`afterAll` (so its own database and app).
 *
 * Why: jest loads the services' module graph afresh for every test file, about 3 s of a worker
 * before a test runs, and the integration suite runs twice (PGlite, then PostgreSQL). One file per
 * feature pays that once for all of the feature's cases (the README's CI section has the figures).
 * Reading the folder means a new case file cannot be left out.
 */
export function runCasesOf(folder: string): void {
  const caseFiles = readdirSync(folder)
    .filter((name) => name.endsWith('.cases.ts'))
    .sort();
  if (caseFiles.length === 0) throw new Error(`${folder} holds no *.cases.ts file`);
  for (const file of caseFiles) {
    describe(file.replace(/\.cases\.ts$/, ''), () => {
      // Required here, not imported: its hooks and tests then belong to this describe block.
      require(join(folder, file));
    });
  }
}
