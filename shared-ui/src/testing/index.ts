export * from './render-with-providers';
export * from './fake-fetch';
export * from './profiles';
export * from './toasts';
