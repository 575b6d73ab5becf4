// Dev-only entry (`shared-ui/harness`): never imported by production code.
export * from './mount-harness';
export * from './demo-accounts';
