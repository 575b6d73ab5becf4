// The rule-sets feature's public face: what other features may import. Everything else is its own.
export { organizationRuleSets } from './compiled-rule-sets';
export { ruleSetsFor } from './rule-set-queries';
export { CREATE_LOAN_TAG } from './rule-set-tags';
