// Public surface of shared-ui: the platform contracts every remote builds against, and the
// Mantine components they share. Shared as a module-federation singleton: one bus, one store.
export * from './remote/remote-module';
export * from './remote/page-access';
export * from './remote/resolve-remote';
export * from './remote/page-routes';
export * from './remote/navigation';
export * from './remote/declaration-problems';
export * from './remote/portal-admin-sections';
export * from './remote/shared-versions';
export * from './layout/modal-query';
export * from './routes/portal-routes';
export * from './routes/registry-route';
export * from './layout/crumb-labels-slice';
export * from './layout/use-crumb-label';

export * from './bus/events';
export * from './bus/bus';
export * from './bus/use-bus-event';

export * from './auth/auth-slice';
export * from './auth/session';
export * from './auth/access-token';
export * from './auth/roles';
export * from './auth/use-profile';
export * from './auth/use-add-loan-access';
export * from './auth/impersonation-storage';
export * from './auth/impersonation';

export * from './api/api';
export * from './api/base-query';
export * from './api/endpoint-owners';
export * from './api/shared-endpoints';
export * from './settings/use-setting';
export * from './content/content-entries';
export * from './settings/form/use-setting-form';
export * from './settings/form/setting-form-frame';
export * from './settings/form/setting-form-section';
export * from './settings/form/stale-edit-alert';
export * from './settings/form/discard-save-buttons';
export * from './settings/form/move-buttons';
export * from './settings/form/field-rules';
export * from './forms/unsaved-changes-guard';
export * from './forms/problem-field-errors';

export * from './store/root-reducer';
export * from './store/inject-slice';
export * from './store/store';

export * from './socket/socket-facade';
export * from './socket/socket-manager';
export * from './socket/use-socket-scope';
export * from './socket/reconnect-catch-up';

export * from './components/remote-unavailable';
export * from './components/remote-error-boundary';
export * from './components/empty-state';
export * from './components/admin-page-not-found';
export * from './components/page-header';
export * from './components/page-loader';
export * from './components/fact';
export * from './components/add-loan-button';
export * from './components/load-error-alert';
export * from './components/form-refusal';
export * from './components/copy-link-button';
export * from './components/confirm-removal';
export * from './components/confirm-delete-modal';
export * from './components/analytics/analytics-period';
export * from './components/analytics/period-picker';
export * from './components/analytics/daily-bar-chart';
export * from './components/analytics/period-total';
export * from './components/search-snippet';
export * from './components/layers';
export * from './components/toast';
export * from './components/problem';
export * from './components/data-table/data-table';
export * from './components/data-table/data-table-types';
export * from './components/data-table/load-error-of';

export * from './markup/markdown';
export * from './markup/sanitised-html';
export type { MarkupVariant } from './markup/markup-options';

export * from './theme/contrast';
export * from './theme/portal-theme';
export * from './theme/portal-mantine-provider';

export * from './fields/field-renderer';
export * from './fields/masked-field-input';
export * from './fields/calendar-date-input';
export { FIELD_SCHEMA_CHUNK, useGetCustomFieldSchemasQuery, useGetFieldSchemasQuery } from './fields/field-schemas-api';
export { fieldInputText, fieldValueProblem, isTypedFormat, typedFieldValue, type TypedValue } from './fields/field-value';

export * from './format/truncate-name';
export * from './format/file-size';
export * from './format/count-labels';
export * from './format/snippet-parts';
