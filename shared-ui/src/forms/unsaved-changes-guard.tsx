import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The in-portal address an unmodified left click on this element would open, if any. */
function inPortalTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Asks before leaving a form with unsaved changes: closing or reloading the tab gets the
 * browser's own question, and a click on any link of the portal (menus, breadcrumbs, the top
 * bar) opens this dialog. The portal's router is not a data router, so React Router's blocker is
 * not available; links are caught at the document before the router sees the click.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [pendingTarget, setPendingTarget] = useState<string | null>(null);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const onClick = (event: MouseEvent) => {
      const target = inPortalTarget(event);
      if (target === null || target === `${pathname}${search}`) return;
      event.preventDefault();
      event.stopPropagation();
      setPendingTarget(target);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [when, pathname, search]);

  const stay = () => setPendingTarget(null);
  const leave = () => {
    const target = pendingTarget;
    setPendingTarget(null);
    if (target) void navigate(target);
  };

  return (
    <Modal
      opened={pendingTarget !== null}
      onClose={stay}
      title="Leave without saving?"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text size="sm">You have unsaved changes on this page. If you leave now, they are lost.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={stay} data-autofocus>
          Stay on this page
        </Button>
        <Button color="red" onClick={leave}>
          Leave without saving
        </Button>
      </Group>
    </Modal>
  );
}
