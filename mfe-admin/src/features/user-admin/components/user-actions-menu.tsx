import { ActionIcon, Menu } from '@mantine/core';
import { type AdminUser, PERSONA } from 'shared-rules';
import { userName } from '../state/user-labels';

export interface UserActions {
  onEdit: (user: AdminUser) => void;
  onDisable: (user: AdminUser) => void;
  onEnable: (user: AdminUser) => void;
  onSendPasswordLink: (user: AdminUser) => void;
  /** Absent when the viewer may not impersonate (only administrators who are not impersonating already). */
  onImpersonate?: (user: AdminUser) => void;
}

/** Administrators are never impersonated (services refuse it), nor is anyone who cannot sign in. */
const impersonable = (user: AdminUser) =>
  !user.disabledLogin && !user.personas.some((persona) => persona === PERSONA.administrator || persona === PERSONA.superAdministrator);

/**
 * A row's actions: edit, disable or enable sign-in, email a password link (not to a disabled user:
 * services refuse it) and act as the user (impersonate).
 */
export function UserActionsMenu({ user, busy, actions }: { user: AdminUser; busy: boolean; actions: UserActions }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${userName(user)}`} loading={busy}>
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
            <circle cx="5" cy="12" r="2" />
            <circle cx="12" cy="12" r="2" />
            <circle cx="19" cy="12" r="2" />
          </svg>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => actions.onEdit(user)}>Edit</Menu.Item>
        {user.disabledLogin ? (
          <Menu.Item onClick={() => actions.onEnable(user)}>Enable sign-in</Menu.Item>
        ) : (
          <Menu.Item color="red" onClick={() => actions.onDisable(user)}>
            Disable sign-in
          </Menu.Item>
        )}
        <Menu.Item disabled={user.disabledLogin} onClick={() => actions.onSendPasswordLink(user)}>
          Send password link
        </Menu.Item>
        {actions.onImpersonate && impersonable(user) && <Menu.Item onClick={() => actions.onImpersonate?.(user)}>Impersonate</Menu.Item>}
      </Menu.Dropdown>
    </Menu>
  );
}
