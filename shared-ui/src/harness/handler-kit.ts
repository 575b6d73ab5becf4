// What a remote's handler set (`src/testing/handlers.ts`) takes from `shared-ui/testing`, without
// jest or Node: the harness with fake services resolves `shared-ui/testing` to this file (see
// `shared-ui/webpack/harness-fakes.cjs`), so the same handler set runs in the browser.
export * from '../testing/api-handlers';
export * from '../testing/profiles';
export * from '../testing/setting-defaults';
