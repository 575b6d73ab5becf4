import { Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { DO_NOT_SHOW_AGAIN } from 'shared-rules';
import { showErrorToast, useProfile, useSetDoNotShowAgainMutation } from 'shared-ui';
import { ADMIN_TRAINING_LINKS } from './admin-training-links';

/**
 * The admin training items below the admin side menu, until the administrator chooses "Don't show
 * again" (the profile's doNotShowAgain list then holds `admin-training`, and the items are hidden
 * on every device; Preferences can show them again).
 */
export function AdminTrainingNotice({ onNavigate }: { onNavigate?: () => void }) {
  const { profile } = useProfile();
  const [setDoNotShowAgain, { isLoading }] = useSetDoNotShowAgainMutation();
  // Nothing shows until the profile says whether it was dismissed, so it never flashes.
  if (!profile || profile.doNotShowAgain.includes(DO_NOT_SHOW_AGAIN.adminTraining)) return null;

  async function dismiss() {
    try {
      await setDoNotShowAgain({ key: DO_NOT_SHOW_AGAIN.adminTraining, value: true }).unwrap();
    } catch (error) {
      showErrorToast(error, 'The admin training was not hidden');
    }
  }

  return (
    <Paper withBorder radius="md" p="sm" mt="md" component="section" aria-label="Admin training">
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          Admin training
        </Text>
        <Text size="xs" c="dimmed">
          New to administering the portal? Start here.
        </Text>
        {ADMIN_TRAINING_LINKS.map((link) => (
          <Anchor key={link.to} component={Link} to={link.to} size="sm" onClick={onNavigate}>
            {link.label}
          </Anchor>
        ))}
        <Button size="compact-xs" variant="subtle" color="gray" loading={isLoading} onClick={() => void dismiss()} w="fit-content">
          Don't show again
        </Button>
      </Stack>
    </Paper>
  );
}
