// Public surface of shared-rules: pure functions and types only (no React, no DOM, no I/O).
export * from './api/contracts';
export * from './api/socket-events';
