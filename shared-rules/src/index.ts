// Public surface of shared-rules: pure functions and types only (no React, no DOM, no I/O).
export * from './api/contracts';
export * from './api/socket-events';
export * from './notifications/notification-list';
export * from './loan-document';
export * from './rules';
export * from './channels';
export * from './workflow';
export * from './tabs';
export * from './lock';
export * from './masks';
export * from './formats';
export * from './wizard';
export * from './documents';
export * from './redirect';
export * from './reference';
export * from './dates';
export * from './loan-data';
