// The conditions feature's public face: what other features may import. Everything else is its own.
export { managesConditions } from './condition-access';
export { conditionsLink } from './condition-changes';
export { countOpenConditions } from './condition-queries';
export { checkConditionTakesUpload, recordConditionAnswer } from './condition-uploads';
