// What a user does that user-event spells in two steps.
import type { UserEvent } from '@testing-library/user-event';

/**
 * Replaces what a field holds with `text` as a user does: selects what is there and types over it,
 * key by key (masks and parsers see every keystroke); an empty `text` clears the field. Braces and
 * brackets are typed, not read as key names.
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  if (text === '') {
    await user.clear(field);
    return;
  }
  await user.tripleClick(field);
  await user.keyboard(text.replace(/[{[]/g, '$&$&'));
}

/**
 * Replaces what a free-text field holds with `text` in one input, as pasting does: for fields whose
 * keystrokes no mask or parser reads, where typing key by key would re-render a long form at every
 * key (a ten-field form typed that way took three times as long as the test's assertions).
 */
export async function enterText(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  if (text !== '') await user.paste(text);
}
