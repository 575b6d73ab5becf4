import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { BUNDLE_BUILD_ID } from './bundle-build-id';
import { createVersionWatcher, fetchBuildId, refreshApp } from './version-check';

const CHECK_EVERY_MS = 5 * 60_000;
const TOAST_ID = 'new-version';

/** Checks the build id against the bundle's at load, every 5 minutes and when the window regains focus. */
export function useNewVersionToast(): void {
  useEffect(() => {
    const watcher = createVersionWatcher(BUNDLE_BUILD_ID);
    let shown = false;
    const check = async () => {
      if (shown) return;
      if (!watcher.observe(await fetchBuildId())) return;
      shown = true;
      notifications.show({
        id: TOAST_ID,
        role: 'status',
        title: 'A new version of the portal is available',
        autoClose: false,
        withCloseButton: true,
        message: (
          <Group justify="space-between" mt={4} wrap="nowrap">
            <Text size="sm">Refresh to get the latest improvements.</Text>
            <Button size="xs" onClick={() => void refreshApp()}>
              Refresh App
            </Button>
          </Group>
        ),
      });
    };
    void check();
    const timer = window.setInterval(() => void check(), CHECK_EVERY_MS);
    const onFocus = () => void check();
    window.addEventListener('focus', onFocus);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, []);
}
