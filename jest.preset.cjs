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

/** Jest config for a package whose code runs in Node (services, shared-rules). */
function nodePreset(overrides = {}) {
  return {
    testEnvironment: 'node',
    testEnvironmentOptions: { customExportConditions: ['source', 'node', 'require', 'default'] },
    transform: { '^.+\\.(t|j)sx?$': swc(false) },
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
    ...overrides,
  };
}

/** Jest config for a browser package (shared-ui, host and remotes): jsdom and React. */
function browserPreset(overrides = {}) {
  return {
    testEnvironment: 'jsdom',
    testEnvironmentOptions: { customExportConditions: ['source', 'browser', 'require', 'default'] },
    transform: { '^.+\\.(t|j)sx?$': swc(true) },
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
    moduleNameMapper: { '\\.(css)$': '<rootDir>/../jest.style-stub.cjs' },
    setupFilesAfterEnv: ['<rootDir>/../jest.setup-dom.cjs'],
    ...overrides,
  };
}

module.exports = { nodePreset, browserPreset };
