import { Box, Button, Group, Text } from '@mantine/core';
import { IMPERSONATION_TEXTS } from 'shared-rules';
import { useProfile } from 'shared-ui';
import { useEndImpersonation } from './use-end-impersonation';

// Fixed colours in both schemes, unlike anything else on the page: black on yellow 4 reads at
// about 14:1, and the dark End Session button with white text at more than 15:1.
const BANNER_BACKGROUND = 'var(--mantine-color-yellow-4)';
const BANNER_TEXT = 'var(--mantine-color-black)';

const assignLocation = (path: string) => window.location.assign(path);

export interface ImpersonationBannerProps {
  /** The full-page load after the session ends (the browser's location by default). */
  openPage?: (path: string) => void;
}

/**
 * The strip at the very top of every signed-in page while an administrator acts as another user:
 * who is being acted as, who is really signed in, and End Session. It follows the profile, the
 * services' word on whether a session runs, so a record left in storage never shows it.
 */
export function ImpersonationBanner({ openPage = assignLocation }: ImpersonationBannerProps) {
  const { profile } = useProfile();
  const { end, ending } = useEndImpersonation(openPage);
  if (!profile?.impersonator) return null;
  return (
    <Box component="section" role="region" aria-label={IMPERSONATION_TEXTS.bannerLabel} px="md" py={6} bg={BANNER_BACKGROUND}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c={BANNER_TEXT}>
          You are acting as{' '}
          <Text span fw={700} inherit>
            {profile.name.first} {profile.name.last}
          </Text>{' '}
          ({profile.email}) · signed in as{' '}
          <Text span fw={700} inherit>
            {profile.impersonator.name}
          </Text>
        </Text>
        <Button size="compact-sm" color="dark" loading={ending} onClick={end}>
          {IMPERSONATION_TEXTS.endSession}
        </Button>
      </Group>
    </Box>
  );
}
