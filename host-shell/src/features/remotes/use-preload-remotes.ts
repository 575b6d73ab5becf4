import { useEffect } from 'react';
import { resolveRemoteForPath, resolveRemoteForSlot, useRoles, type SlotName, linkTo } from 'shared-ui';
import { whenIdle } from '../../app/when-idle';
import { loadRemoteModule } from './federation-loader';
import { useRemotesConfig } from './remotes-context';

/**
 * On idle after the first page, loads the entry modules of the remotes one navbar click away
 * (help drawer, contact support, add loan, admin), so those open without a network wait.
 * Only their small `./remote` entries load; pages stay lazy.
 */
export function usePreloadNavbarRemotes(enabled: boolean): void {
  const config = useRemotesConfig();
  const { isExternal, isAdmin } = useRoles();
  useEffect(() => {
    if (!enabled) return undefined;
    return whenIdle(() => {
      const slots: SlotName[] = ['help-drawer', 'contact-support-modal', ...(isExternal ? (['add-loan-modal'] as const) : [])];
      const entries = slots.map((slot) => resolveRemoteForSlot(config, slot));
      if (isAdmin) entries.push(resolveRemoteForPath(config, linkTo('admin')));
      for (const entry of new Set(entries)) {
        // A failure here is shown, with Retry, where the user opens that area.
        if (entry) void loadRemoteModule(entry).catch(() => undefined);
      }
    });
  }, [enabled, config, isExternal, isAdmin]);
}
