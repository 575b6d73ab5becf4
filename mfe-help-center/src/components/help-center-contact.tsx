import { Anchor, Stack, Text } from '@mantine/core';
import { useSetting } from 'shared-ui';

/** A phone number as a `tel:` address: digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * What the administrator wrote at the top of the help drawer and how the lender's support team is
 * reached (setting `help-center`); nothing when none of it was set.
 */
export function HelpCenterContact() {
  const { value } = useSetting('help-center');
  const { introduction, supportEmail, supportPhone, supportHours } = value;
  if (!introduction && !supportEmail && !supportPhone && !supportHours) return null;
  return (
    <Stack gap={2}>
      {introduction && <Text size="sm">{introduction}</Text>}
      {(supportPhone || supportEmail) && (
        <Text size="sm">
          {supportPhone && <Anchor href={telHref(supportPhone)}>{supportPhone}</Anchor>}
          {supportPhone && supportEmail && ' · '}
          {supportEmail && <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor>}
        </Text>
      )}
      {supportHours && (
        <Text size="xs" c="dimmed">
          {supportHours}
        </Text>
      )}
    </Stack>
  );
}
