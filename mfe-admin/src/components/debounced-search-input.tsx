import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';

/** How long typing pauses before a list asks the services again. */
export const SEARCH_DEBOUNCE_MS = 300;

interface DebouncedSearchInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  /** The words the list is filtered by now (from the page address). */
  value: string;
  /** The trimmed words, once typing pauses, when they differ from `value`. */
  onSearch: (words: string) => void;
}

/** A search box that asks once typing pauses rather than at every keystroke. */
export function DebouncedSearchInput({ value, onSearch, ...inputProps }: DebouncedSearchInputProps) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the debounced words change
  useEffect(() => {
    if (debounced !== value) onSearch(debounced);
  }, [debounced]);
  return <TextInput type="search" {...inputProps} value={text} onChange={(event) => setText(event.currentTarget.value)} />;
}
