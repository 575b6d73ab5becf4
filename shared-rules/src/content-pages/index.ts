export * from './content-page-body';
