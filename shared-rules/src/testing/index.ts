// Test data shared by the test suites of several packages (`shared-rules/testing`); never bundled.
export * from '../markup/sanitiser-cases';
export * from './api-surface';
