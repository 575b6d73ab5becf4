import { Divider, Modal, Stack } from '@mantine/core';
import { Fragment, useState } from 'react';
import { showErrorToast } from 'shared-ui';
import { ChangelogEntry } from './changelog-entry';
import { useGetChangelogsQuery, useMarkChangelogsReadMutation } from './changelogs-api';
import { newestFirst } from './newest-first';

/**
 * Spec §4: after sign-in, the unread active release notes open in a 700px window, newest first;
 * closing it marks them read ("update unread changelogs"), so it does not open again.
 */
export function ChangelogModal() {
  const { data } = useGetChangelogsQuery({ unread: true });
  const [markRead] = useMarkChangelogsReadMutation();
  const [closed, setClosed] = useState(false);
  const unread = newestFirst((data ?? []).filter((changelog) => changelog.unread && changelog.active));
  const opened = !closed && unread.length > 0;

  const close = () => {
    setClosed(true);
    markRead({ ids: unread.map((changelog) => changelog.id) })
      .unwrap()
      .catch(showErrorToast);
  };

  return (
    <Modal opened={opened} onClose={close} size={700} title="What's new" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="lg">
        {unread.map((changelog, index) => (
          <Fragment key={changelog.id}>
            {index > 0 && <Divider />}
            <ChangelogEntry changelog={changelog} headingOrder={3} />
          </Fragment>
        ))}
      </Stack>
    </Modal>
  );
}
