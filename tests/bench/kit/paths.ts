// Where the repository and the benchmarks' own folders are, from this file's place.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const KIT = path.dirname(fileURLToPath(import.meta.url));
export const BENCH = path.dirname(KIT);
export const ROOT = path.resolve(BENCH, '..', '..');
export const SERVICES = path.join(ROOT, 'services');
/** The services and shared-rules compiled for the benchmarks (git-ignored; services/dist is left alone). */
export const BUILD = path.join(BENCH, '.build');
/** The committed summary the README's measured table is generated from. */
export const SUMMARY_FILE = path.join(BENCH, 'results', 'summary.json');
/** What a run writes (git-ignored): one JSON file per benchmark, and the quick runs' summary. */
export const LATEST_RESULTS = path.join(BENCH, 'results', 'latest');
export const README = path.join(ROOT, 'README.md');

/** The directory of a module, from its `import.meta.url`. */
export const here = (moduleUrl: string): string => path.dirname(fileURLToPath(moduleUrl));
