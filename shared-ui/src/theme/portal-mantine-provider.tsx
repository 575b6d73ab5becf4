import { type MantineColorScheme, MantineProvider, type MantineThemeOverride, mergeThemeOverrides } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { portalCssVariablesResolver, portalTheme } from './portal-theme';
import { readStyleNonce } from './style-nonce';

export interface PortalMantineProviderProps {
  children: ReactNode;
  defaultColorScheme?: MantineColorScheme;
  /** Settings laid over the portal's theme (the jsdom tests' providers turn a browser-only check off). */
  themeOverride?: MantineThemeOverride;
}

/**
 * Mantine with the portal's theme and its accessible colours: the host, harnesses and tests use this one.
 * Mantine writes `<style>` elements (theme variables, responsive props); they carry the page's style
 * nonce, so the Content-Security-Policy needs no 'unsafe-inline' for them.
 */
export function PortalMantineProvider({ children, defaultColorScheme = 'light', themeOverride }: PortalMantineProviderProps) {
  const [styleNonce] = useState(readStyleNonce);
  const theme = useMemo(() => (themeOverride ? mergeThemeOverrides(portalTheme, themeOverride) : portalTheme), [themeOverride]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={portalCssVariablesResolver}
      defaultColorScheme={defaultColorScheme}
      getStyleNonce={styleNonce === undefined ? undefined : () => styleNonce}
    >
      {children}
    </MantineProvider>
  );
}
