import { ActionIcon, Group, Text, Textarea } from '@mantine/core';
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH } from 'shared-rules';

/** How long after the last keystroke the room is told the user stopped typing. */
const TYPING_IDLE_MS = 3_000;
/** The counter shows from this many characters on. */
const COUNTER_FROM = CHAT_MESSAGE_MAX_LENGTH - 500;

export interface ChatComposerProps {
  /** No message can be sent now (a reply is pending, the conversation is not ready, the assistant is off). */
  disabled: boolean;
  placeholder: string;
  onSend: (text: string) => void;
  onTyping: (typing: boolean) => void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/** The message box: Enter sends, Shift+Enter breaks the line; disabled while a reply is pending. */
export function ChatComposer({ disabled, placeholder, onSend, onTyping, inputRef }: ChatComposerProps) {
  const [text, setText] = useState('');
  const typing = useRef<ReturnType<typeof setTimeout> | null>(null);
  const hadFocus = useRef(false);

  const stopTyping = () => {
    if (typing.current === null) return;
    clearTimeout(typing.current);
    typing.current = null;
    onTyping(false);
  };

  // A disabled box loses focus: when the reply has come, focus goes back where the user was typing.
  useEffect(() => {
    if (disabled) return;
    if (hadFocus.current && (document.activeElement === document.body || document.activeElement === null)) inputRef.current?.focus();
    hadFocus.current = false;
  }, [disabled, inputRef]);

  useEffect(
    () => () => {
      if (typing.current !== null) clearTimeout(typing.current);
    },
    [],
  );

  const submit = () => {
    if (disabled || text.trim() === '') return;
    hadFocus.current = true;
    stopTyping();
    onSend(text);
    setText('');
  };

  const onChange = (value: string) => {
    setText(value);
    if (typing.current === null) onTyping(true);
    else clearTimeout(typing.current);
    typing.current = setTimeout(stopTyping, TYPING_IDLE_MS);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <Group p="sm" gap="xs" wrap="nowrap" align="flex-end" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <div style={{ flex: 1 }}>
        <Textarea
          ref={inputRef}
          aria-label="Message"
          placeholder={placeholder}
          disabled={disabled}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onBlur={stopTyping}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          autosize
          minRows={1}
          maxRows={4}
        />
        {text.length >= COUNTER_FROM && (
          <Text size="xs" c="dimmed" ta="right" mt={2}>
            {text.length} / {CHAT_MESSAGE_MAX_LENGTH}
          </Text>
        )}
      </div>
      <ActionIcon size="lg" aria-label="Send message" disabled={disabled || text.trim() === ''} onClick={submit}>
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
          <path d="M5 12h14M13 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </ActionIcon>
    </Group>
  );
}
