import { Anchor, Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { HelpLink } from 'shared-rules';
import { formatCalendarDate } from 'shared-rules';
import { truncateDescription } from '../../../lib/knowledge-display';
import { helpLinkIcon, helpLinkOpening } from '../state/help-links';
import { HelpLinkIcon } from './help-link-icon';

export interface HelpLinkRowProps {
  link: HelpLink;
  /** Opens a PDF or a video inside the portal. */
  onView: (link: HelpLink) => void;
}

function RowBody({ link }: { link: HelpLink }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <HelpLinkIcon kind={helpLinkIcon(link)} />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={600} size="sm">
          {link.title}
        </Text>
        {link.eventDate && (
          <Text size="xs" c="dimmed">
            {formatCalendarDate(link.eventDate) ?? link.eventDate}
          </Text>
        )}
        {link.description && (
          <Text size="xs" c="dimmed">
            {truncateDescription(link.description)}
          </Text>
        )}
        {link.tags.length > 0 && (
          <Group gap={4}>
            {link.tags.map((tag) => (
              <Badge key={tag} size="xs" variant="light" color="gray">
                {tag}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Group>
  );
}

/**
 * One legacy help link. A link that leaves the portal is a real link opening a new window (so the
 * browser offers it as one); a PDF or a video is a button opening the portal's viewer.
 */
export function HelpLinkRow({ link, onView }: HelpLinkRowProps) {
  const padding = { padding: 'var(--mantine-spacing-xs)', display: 'block', borderRadius: 'var(--mantine-radius-sm)' };
  if (helpLinkOpening(link) === 'new-window') {
    return (
      <Anchor href={link.link} target="_blank" rel="noopener noreferrer" underline="never" c="inherit" style={padding}>
        <RowBody link={link} />
      </Anchor>
    );
  }
  return (
    <UnstyledButton onClick={() => onView(link)} style={{ ...padding, width: '100%' }}>
      <RowBody link={link} />
    </UnstyledButton>
  );
}
