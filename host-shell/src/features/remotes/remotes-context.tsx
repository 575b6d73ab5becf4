import { createContext, useContext, type ReactNode } from 'react';
import type { RemotesConfig } from 'shared-rules';

const RemotesContext = createContext<RemotesConfig | null>(null);

export function RemotesProvider({ config, children }: { config: RemotesConfig; children: ReactNode }) {
  return <RemotesContext.Provider value={config}>{children}</RemotesContext.Provider>;
}

/** remotes.json as services served it at start-up. */
export function useRemotesConfig(): RemotesConfig {
  const config = useContext(RemotesContext);
  if (!config) throw new Error('useRemotesConfig must be used inside RemotesProvider');
  return config;
}
