export * from './render-with-providers';
export * from './mock-server';
export * from './api-handlers';
export * from './sent-requests';
export * from './user-actions';
export * from './profiles';
export * from './toasts';
export * from './setting-defaults';
