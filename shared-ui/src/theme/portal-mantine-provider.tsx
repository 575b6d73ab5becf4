import { MantineProvider, type MantineColorScheme } from '@mantine/core';
import type { ReactNode } from 'react';
import { portalCssVariablesResolver, portalTheme } from './portal-theme';

export interface PortalMantineProviderProps {
  children: ReactNode;
  defaultColorScheme?: MantineColorScheme;
}

/** Mantine with the portal's theme and its accessible colours: the host, harnesses and tests use this one. */
export function PortalMantineProvider({ children, defaultColorScheme = 'light' }: PortalMantineProviderProps) {
  return (
    <MantineProvider theme={portalTheme} cssVariablesResolver={portalCssVariablesResolver} defaultColorScheme={defaultColorScheme}>
      {children}
    </MantineProvider>
  );
}
