import { MantineProvider, type MantineColorScheme } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { portalCssVariablesResolver, portalTheme } from './portal-theme';
import { readStyleNonce } from './style-nonce';

export interface PortalMantineProviderProps {
  children: ReactNode;
  defaultColorScheme?: MantineColorScheme;
}

/**
 * Mantine with the portal's theme and its accessible colours: the host, harnesses and tests use this one.
 * Mantine writes `<style>` elements (theme variables, responsive props); they carry the page's style
 * nonce, so the Content-Security-Policy needs no 'unsafe-inline' for them.
 */
export function PortalMantineProvider({ children, defaultColorScheme = 'light' }: PortalMantineProviderProps) {
  const [styleNonce] = useState(readStyleNonce);
  return (
    <MantineProvider
      theme={portalTheme}
      cssVariablesResolver={portalCssVariablesResolver}
      defaultColorScheme={defaultColorScheme}
      getStyleNonce={styleNonce === undefined ? undefined : () => styleNonce}
    >
      {children}
    </MantineProvider>
  );
}
