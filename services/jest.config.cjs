const { ESM_ONLY_DEPENDENCIES, nodePreset } = require('../jest.preset.cjs');

// ESM-only packages required from CommonJS dependencies (swagger-ui → @fastify/static,
// light-my-request → cookie, sanitize-html → htmlparser2 and its DOM packages), and the ESM-only
// stemmer and pdf.js, besides the preset's own. Node 20.19+ loads them natively; jest needs them transpiled.
const htmlParser = ['htmlparser2', 'domhandler', 'domutils', 'dom-serializer', 'domelementtype', 'entities'];
const esmOnly = [...ESM_ONLY_DEPENDENCIES, 'content-disposition', 'cookie', 'stemmer', 'pdfjs-dist', ...htmlParser];

module.exports = nodePreset({
  transformIgnorePatterns: [`/node_modules/(?!((@fastify/static|light-my-request|sanitize-html)/node_modules/)?(${esmOnly.join('|')})/)`],
  testTimeout: 60_000,
  // A test file's embedded database (PGlite's WebAssembly memory) stays in its worker after the
  // file ends, so a worker grows by about 20 MB a file and each file runs slower than the one
  // before (3.5 s early in a run, 8-9 s late). A worker past this is replaced by a fresh one: the
  // PGlite run took 158 s instead of 276 s, the PostgreSQL one is unchanged (104 s).
  workerIdleMemoryLimit: '500MB',
});
