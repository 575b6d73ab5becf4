import { Button, Modal } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PortalMantineProvider } from 'shared-ui';
import { HelpDrawer } from './help-drawer';

function Harness({ onCloseDrawer }: { onCloseDrawer: () => void }) {
  const [viewerOpen, setViewerOpen] = useState(false);
  return (
    <PortalMantineProvider>
      <HelpDrawer opened onClose={onCloseDrawer}>
        <Button onClick={() => setViewerOpen(true)}>Open the guide</Button>
        <Modal opened={viewerOpen} onClose={() => setViewerOpen(false)} title="A guide">
          <Button>Inside the guide</Button>
        </Modal>
      </HelpDrawer>
    </PortalMantineProvider>
  );
}

describe('HelpDrawer', () => {
  it('closes on Escape pressed in it, and leaves Escape in a dialog opened from it to that dialog', async () => {
    const user = userEvent.setup();
    const onCloseDrawer = jest.fn();
    render(<Harness onCloseDrawer={onCloseDrawer} />);
    await user.click(await screen.findByRole('button', { name: 'Open the guide' }));
    const inside = await screen.findByRole('button', { name: 'Inside the guide' });
    inside.focus();
    await user.keyboard('{Escape}');
    expect(onCloseDrawer).not.toHaveBeenCalled();

    screen.getByRole('button', { name: 'Open the guide' }).focus();
    await user.keyboard('{Escape}');
    expect(onCloseDrawer).toHaveBeenCalledTimes(1);
  });

  it('leaves an Escape pressed outside every dialog to a dialog open over the drawer', async () => {
    const user = userEvent.setup();
    const onCloseDrawer = jest.fn();
    render(<Harness onCloseDrawer={onCloseDrawer} />);
    await user.click(await screen.findByRole('button', { name: 'Open the guide' }));
    await screen.findByRole('button', { name: 'Inside the guide' });
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard('{Escape}');
    expect(onCloseDrawer).not.toHaveBeenCalled();
  });

  it('closes on an Escape pressed outside every dialog when nothing is open over it', async () => {
    const user = userEvent.setup();
    const onCloseDrawer = jest.fn();
    render(<Harness onCloseDrawer={onCloseDrawer} />);
    await screen.findByRole('button', { name: 'Open the guide' });
    await user.keyboard('{Escape}');
    expect(onCloseDrawer).toHaveBeenCalledTimes(1);
  });
});
