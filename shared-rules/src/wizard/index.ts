export * from './texts';
export * from './import-file';
export * from './contacts';
export * from './required-fields';
export * from './non-delegated';
export * from './channel-options';
export * from './add-loan-wizard';
