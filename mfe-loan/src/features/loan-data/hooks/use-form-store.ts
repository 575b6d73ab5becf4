import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { FieldDefinition, FormFieldPresentation } from 'shared-rules';
import type { FieldSnapshot, FormSummary, LoanDataFormStore } from '../state/loan-data-form-store';

/** What every field of a form reads besides its own state; changes only when the rules or the definitions do. */
export interface LoanDataFormContextValue {
  store: LoanDataFormStore;
  definitions: ReadonlyMap<string, FieldDefinition>;
  presentation: FormFieldPresentation;
  /** The loan is read-only for this user, or a save is on its way. */
  disabled: boolean;
}

export const LoanDataFormContext = createContext<LoanDataFormContextValue | null>(null);

export function useLoanDataFormContext(): LoanDataFormContextValue {
  const value = useContext(LoanDataFormContext);
  if (value === null) throw new Error('useLoanDataFormContext is used outside a loan-data form');
  return value;
}

/** One field's state; the component re-renders only when this field's value, dirty flag or messages change. */
export function useFieldSnapshot(store: LoanDataFormStore, fieldId: string): FieldSnapshot {
  const subscribe = useCallback((listener: () => void) => store.subscribeField(fieldId, listener), [store, fieldId]);
  const read = useCallback(() => store.getField(fieldId), [store, fieldId]);
  return useSyncExternalStore(subscribe, read, read);
}

/** The counts the action bar shows. */
export function useFormSummary(store: LoanDataFormStore): FormSummary {
  const subscribe = useCallback((listener: () => void) => store.subscribeSummary(listener), [store]);
  const read = useCallback(() => store.getSummary(), [store]);
  return useSyncExternalStore(subscribe, read, read);
}

/** Whether anything is changed: re-renders only when the form turns dirty or clean. */
export function useFormDirty(store: LoanDataFormStore): boolean {
  const subscribe = useCallback((listener: () => void) => store.subscribeSummary(listener), [store]);
  const read = useCallback(() => store.getSummary().dirtyCount > 0, [store]);
  return useSyncExternalStore(subscribe, read, read);
}
