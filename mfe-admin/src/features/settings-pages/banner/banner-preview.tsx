import { Alert, Paper, Stack, Text } from '@mantine/core';
import { contrastRatio, TEXT_CONTRAST } from 'shared-ui';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The contrast of the banner's text on its background, or null while either colour is incomplete. */
export function bannerContrast(textColor: string, backgroundColor: string): number | null {
  return HEX.test(textColor) && HEX.test(backgroundColor) ? contrastRatio(textColor, backgroundColor) : null;
}

export interface BannerPreviewProps {
  message: string;
  backgroundColor: string;
  textColor: string;
}

/** The banner as users will see it, and a warning when its text is hard to read (WCAG 1.4.3 AA). */
export function BannerPreview({ message, backgroundColor, textColor }: BannerPreviewProps) {
  const ratio = bannerContrast(textColor, backgroundColor);
  return (
    <Stack gap="xs" component="section" aria-label="Banner preview">
      <Text size="sm" fw={500}>
        Preview
      </Text>
      <Paper
        radius="sm"
        px="md"
        py="xs"
        data-testid="banner-preview"
        style={{
          backgroundColor: HEX.test(backgroundColor) ? backgroundColor : undefined,
          color: HEX.test(textColor) ? textColor : undefined,
        }}
      >
        <Text size="sm" ta="center" inherit style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {message.trim() === '' ? 'The banner message appears here.' : message}
        </Text>
      </Paper>
      {ratio !== null && ratio < TEXT_CONTRAST && (
        <Alert color="orange" title="The text is hard to read" role="status">
          <Text size="sm">
            The text colour has a contrast of {ratio.toFixed(1)}:1 against the background; text needs at least {TEXT_CONTRAST}:1 to be
            readable by everyone. Choose a darker or lighter colour.
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
