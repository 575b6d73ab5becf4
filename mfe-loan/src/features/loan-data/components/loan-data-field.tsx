import { Text } from '@mantine/core';
import { memo, useCallback, useId, useLayoutEffect, useRef } from 'react';
import type { LoanFieldValue } from 'shared-rules';
import { FieldRenderer } from 'shared-ui';
import { unknownFieldDefinition } from '../state/field-values';
import { useFieldSnapshot, useLoanDataFormContext } from '../hooks/use-form-store';

// A field scrolled to (by focus or "Go to the first one") stops below the portal's header and the sticky action bar.
const CHANGED_STYLE = { borderInlineStart: '3px solid var(--mantine-color-blue-6)', paddingInlineStart: 8, scrollMarginTop: '11rem' };
const UNCHANGED_STYLE = { borderInlineStart: '3px solid transparent', paddingInlineStart: 8, scrollMarginTop: '11rem' };

/**
 * Ties the messages to the field's input for screen readers. The shared field renderer takes no
 * description of ours, so the reference is added to the input it rendered, next to any it set.
 */
function describeControl(container: HTMLElement | null, messagesId: string, hasMessages: boolean): void {
  const control = container?.querySelector('input, select, textarea');
  if (!control) return;
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id !== '' && id !== messagesId);
  if (hasMessages) ids.push(messagesId);
  if (ids.length > 0) control.setAttribute('aria-describedby', ids.join(' '));
  else control.removeAttribute('aria-describedby');
}

/**
 * One loan field: rendered by its definition (every format and mask), labelled as FORMFIELD rules
 * say, disabled for everyone when they make it display-only (lender staff included, as services
 * refuse its change), marked when changed, with its rule messages under it as the user types.
 * Subscribes to its own state only.
 */
export const LoanDataField = memo(function LoanDataField({ fieldId }: { fieldId: string }) {
  const { store, definitions, presentation, disabled } = useLoanDataFormContext();
  const displayOnly = presentation.displayOnly.has(fieldId);
  const field = useFieldSnapshot(store, fieldId);
  const onChange = useCallback((value: LoanFieldValue) => store.setValue(fieldId, value), [store, fieldId]);
  const messagesId = useId();
  const container = useRef<HTMLDivElement>(null);
  const hasMessages = field.messages.length > 0;
  const described = useRef(false);
  useLayoutEffect(() => {
    // Most fields never have a message: they skip the lookup, which matters on a 600-field first render.
    if (!hasMessages && !described.current) return;
    described.current = hasMessages;
    describeControl(container.current, messagesId, hasMessages);
  }, [hasMessages, messagesId]);

  return (
    <div
      ref={container}
      data-field-id={fieldId}
      data-changed={field.dirty || undefined}
      style={field.dirty ? CHANGED_STYLE : UNCHANGED_STYLE}
    >
      <FieldRenderer
        definition={definitions.get(fieldId) ?? unknownFieldDefinition(fieldId)}
        value={field.value}
        onChange={onChange}
        label={presentation.labels[fieldId]}
        disabled={disabled || displayOnly}
      />
      {hasMessages && (
        <ul id={messagesId} style={{ margin: '4px 0 0', padding: 0, listStyle: 'none' }}>
          {field.messages.map((message) => (
            <Text key={message} component="li" size="xs" c="red.8">
              {message}
            </Text>
          ))}
        </ul>
      )}
    </div>
  );
});
