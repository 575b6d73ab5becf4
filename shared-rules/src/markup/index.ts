export * from './markup-allow-list';
export * from './markup-attributes';
