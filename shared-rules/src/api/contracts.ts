/**
 * The JSON contract between services and every browser package, one module per feature. Each
 * contract is a TypeBox schema: services register the very object as a route schema (ajv
 * validation, serialization, the OpenAPI document) and the types are `Static<>` of it.
 */
export * from './schema-kit';
export * from './problem';
export * from './auth';
export * from './profile';
export * from './account';
export * from './profile-photo';
export * from './mfa';
export * from './error-logs';
export * from './user-admin';
export * from './impersonation';
export * from './audit-trail';
export * from './instances';
export * from './orgs-users';
export * from './ae-contacts';
export * from './notifications';
export * from './settings';
export * from './platform';
export * from './loans';
export * from './workflows';
export * from './loan-file';
export * from './loan-data';
export * from './loan-conditions';
export * from './add-loan';
export * from './rule-sets';
export * from './rule-set-versions';
export * from './documents';
export * from './support';
export * from './outbox';
export * from './changelogs';
export * from './assets';
export * from './knowledge';
export * from './knowledge-admin';
export * from './chat';
export * from './chat-admin';
export * from './webhooks';
export * from './pricing';
