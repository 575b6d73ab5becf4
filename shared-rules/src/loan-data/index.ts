export { expandLayout, layoutFieldIds } from './layout';
export type { ExpandedSection, LayoutSection, LoanDataLayout } from './layout';
export { URLA_LAYOUT } from './urla-layout';
export { stateSpecificLayout } from './state-specific-layout';
export { createLiveValidator, formFieldPresentation } from './live-validation';
export type { FieldMessages, FormFieldPresentation, LiveValidator } from './live-validation';
export { loanDataLayout } from './tab-layouts';
