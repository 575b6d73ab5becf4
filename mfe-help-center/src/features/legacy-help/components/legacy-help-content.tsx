import { Button, CloseButton, Divider, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { HelpLink } from 'shared-rules';
import { useSetting } from 'shared-ui';
import { HelpCenterContact } from '../../../components/help-center-contact';
import { currentHelpLinks, matchingHelpLinks } from '../state/help-links';
import { HelpLinkRow } from './help-link-row';
import { HelpLinkViewer } from './help-link-viewer';

/** Spec: the legacy help center's empty text, with its full stop. */
export const LEGACY_NO_RESULTS = 'No results found.';

export interface LegacyHelpContentProps {
  onContactSupport: () => void;
}

/**
 * The legacy help center (the knowledge base turned off): a search over the links the
 * administrator configured in Help Center settings. Disabled links and events whose day has passed
 * are never listed; the list filters as the user types, since the links are already here.
 */
export function LegacyHelpContent({ onContactSupport }: LegacyHelpContentProps) {
  const { value, isLoading } = useSetting('help-center');
  const [query, setQuery] = useState('');
  const [viewed, setViewed] = useState<HelpLink | null>(null);
  const shown = matchingHelpLinks(currentHelpLinks(value.links, new Date()), query);

  return (
    <Stack gap="md" h="100%">
      <HelpCenterContact />
      <TextInput
        aria-label="Search help"
        placeholder="Search help links"
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        rightSection={query ? <CloseButton aria-label="Clear search" size="sm" onClick={() => setQuery('')} /> : null}
      />
      <Title order={3} fz="sm" c="dimmed" tt="uppercase">
        Help links
      </Title>
      {!isLoading && shown.length === 0 ? (
        <Text size="sm" c="dimmed" role="status">
          {LEGACY_NO_RESULTS}
        </Text>
      ) : (
        <Stack component="ul" aria-label="Help links" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
          {shown.map((link) => (
            <li key={link.id}>
              <HelpLinkRow link={link} onView={setViewed} />
            </li>
          ))}
        </Stack>
      )}
      <Divider />
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          Can't find what you need?
        </Text>
        <Button variant="light" onClick={onContactSupport}>
          Contact Support
        </Button>
      </Stack>
      <HelpLinkViewer link={viewed} onClose={() => setViewed(null)} />
    </Stack>
  );
}
