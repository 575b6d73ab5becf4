export { expandLayout, layoutFieldIds } from './layout';
export type { ExpandedBlock, ExpandedSection, LayoutSection, LoanDataLayout } from './layout';
export { URLA_LAYOUT } from './urla-layout';
export { STATE_SPECIFIC_STATES, stateSpecificLayout } from './state-specific-layout';
export { createLiveValidator } from './live-validation';
export type { FieldMessages, LiveValidator } from './live-validation';
export { formFieldPresentation } from './form-field-presentation';
export type { FormFieldPresentation } from './form-field-presentation';
export { loanDataLayout } from './tab-layouts';
