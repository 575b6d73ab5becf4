export * from './masks';
