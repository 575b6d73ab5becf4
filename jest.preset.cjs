const path = require('node:path');

// Tests run west of UTC, in one named zone whatever the machine's, so that a date read in the
// wrong zone (a calendar date taken as a UTC instant, a UTC day shown as the local one) fails.
// Set as the config loads, before any test starts; the workers inherit it.
process.env.TZ = 'America/Chicago';

// One jest setup for every package: swc transpiles TypeScript (no type checking at test time;
// `npm run typecheck` does that), workspace packages resolve to their TypeScript source.
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx },
      transform: tsx ? { react: { runtime: 'automatic' } } : undefined,
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// ESM-only packages that shared-rules (so every package) loads: jest runs CommonJS, so swc
// transpiles them like our own code. typebox ships `.mjs` files only.
const ESM_ONLY_DEPENDENCIES = [
  'typebox',
  // react-markdown and the unified ecosystem under it (SafeMarkdown) ship ESM only.
  'react-markdown',
  'remark-[a-z-]+',
  'rehype-[a-z-]+',
  'unified',
  'vfile[a-z-]*',
  'unist-[a-z-]+',
  'mdast-[a-z-]+',
  'micromark[a-z-]*',
  'hast-[a-z-]+',
  'estree-util-[a-z-]+',
  'trough',
  'is-plain-obj',
  'devlop',
  'bail',
  'zwitch',
  'ccount',
  'decode-named-character-reference',
  'character-[a-z-]+',
  'longest-streak',
  'markdown-table',
  'escape-string-regexp',
  'trim-lines',
  'html-url-attributes',
  'space-separated-tokens',
  'comma-separated-tokens',
  'property-information',
  'stringify-entities',
  'parse-entities',
  'is-hexadecimal',
  'is-decimal',
  'is-alphanumerical',
  'is-alphabetical',
  // Resolved to their TypeScript source through the `source` condition, or ESM only (the TOTP library's).
  'eventsource-parser',
  'otplib',
  '@otplib/[a-z0-9-]+',
  '@scure/base',
  '@noble/[a-z-]+',
  // MSW (the network fakes) loads these ESM-only helpers from its CommonJS build.
  'rettime',
  'until-async',
  '@open-draft/deferred-promise',
];
const transformEsmOnly = (esmOnly = ESM_ONLY_DEPENDENCIES) => `/node_modules/(?!(${esmOnly.join('|')})/)`;

/** Jest config for a package whose code runs in Node (services, shared-rules). */
function nodePreset(overrides = {}) {
  return {
    testEnvironment: 'node',
    testEnvironmentOptions: { customExportConditions: ['source', 'node', 'require', 'default'] },
    transform: { '^.+\\.(t|j)sx?$': swc(false), '^.+\\.mjs$': swc(false) },
    transformIgnorePatterns: [transformEsmOnly()],
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
    ...overrides,
  };
}

/** Jest config for a browser package (shared-ui, host and remotes): jsdom with Node's fetch, and React. */
function browserPreset(overrides = {}) {
  return {
    testEnvironment: path.join(__dirname, 'jest.environment-dom.cjs'),
    resolver: path.join(__dirname, 'jest.resolver.cjs'),
    testEnvironmentOptions: { customExportConditions: ['source', 'browser', 'require', 'default'] },
    transform: { '^.+\\.(t|j)sx?$': swc(true), '^.+\\.mjs$': swc(false) },
    transformIgnorePatterns: [transformEsmOnly()],
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
    moduleNameMapper: { '\\.(css)$': '<rootDir>/../jest.style-stub.cjs', '\\.mdx$': '<rootDir>/../jest.mdx-stub.cjs' },
    setupFilesAfterEnv: ['<rootDir>/../jest.setup-dom.cjs'],
    // A test that renders, types and waits for an answer ends well under a second alone, but the
    // 2-core machines run many suites at once; past 10 s something waits in vain.
    testTimeout: 10_000,
    ...overrides,
  };
}

module.exports = { nodePreset, browserPreset, ESM_ONLY_DEPENDENCIES };
