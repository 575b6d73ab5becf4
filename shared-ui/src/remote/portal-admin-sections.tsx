import { createContext, useContext } from 'react';
import type { RemoteAdminSection } from './remote-module';

const PortalAdminSectionsContext = createContext<readonly RemoteAdminSection[] | null>(null);

/** The host hands every remote's admin groups (those the reader may open) down to the pages. */
export const PortalAdminSectionsProvider = PortalAdminSectionsContext.Provider;

/**
 * Every remote's admin groups as the host composed them, for a page that lists them all (the
 * settings checklist); in a standalone harness, with no host, the remote's own.
 */
export function usePortalAdminSections(own: readonly RemoteAdminSection[]): readonly RemoteAdminSection[] {
  return useContext(PortalAdminSectionsContext) ?? own;
}
