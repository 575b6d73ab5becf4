import { Box, Text } from '@mantine/core';
import { contrastRatio, TEXT_CONTRAST, useFeatureFlag, useSetting, withContrast } from 'shared-ui';
import { useBannerWindow } from './use-banner-window';

/** The administrator's text colour, darkened or lightened just enough to read on their background. */
export function readableTextColour(textColor: string, backgroundColor: string): string {
  return contrastRatio(textColor, backgroundColor) >= TEXT_CONTRAST ? textColor : withContrast(textColor, [backgroundColor]);
}

/**
 * The info banner above every signed-in page (setting `banner`, flag `banner`). Both are read
 * through the settings cache, so an administrator's save shows or hides it in every open browser.
 */
export function InfoBanner() {
  const flagOn = useFeatureFlag('banner');
  const { value: banner } = useSetting('banner');
  const { visible } = useBannerWindow(banner, flagOn);
  if (!visible) return null;
  return (
    <Box
      component="section"
      role="region"
      aria-label="Announcement"
      px="md"
      py="xs"
      mb="md"
      style={{ backgroundColor: banner.backgroundColor, borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <Text size="sm" fw={500} c={readableTextColour(banner.textColor, banner.backgroundColor)} style={{ whiteSpace: 'pre-line' }}>
        {banner.message}
      </Text>
    </Box>
  );
}
