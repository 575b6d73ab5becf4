import { NavLink, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { linkTo } from 'shared-ui';

/** The training side menu; published training pages will be listed under the overview. */
export function TrainingMenu({ pathname, onNavigate }: { pathname: string; onNavigate?: () => void }) {
  return (
    <Stack gap={2} component="nav" aria-label="Training">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pb={4}>
        Training
      </Text>
      <NavLink component={Link} to={linkTo('training')} label="Overview" active={pathname === linkTo('training')} onClick={onNavigate} />
      <Text size="xs" c="dimmed" px="sm" pt="xs">
        No training pages published yet.
      </Text>
    </Stack>
  );
}
