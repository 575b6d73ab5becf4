export * from './lock';
