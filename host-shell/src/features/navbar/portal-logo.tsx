import { Text, UnstyledButton, useComputedColorScheme } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Branding } from 'shared-rules';
import { useGetSettingQuery } from 'shared-ui';

function isBranding(value: unknown): value is Branding {
  return typeof value === 'object' && value !== null && 'brandName' in value && 'logo' in value;
}

/** The branding logo (light or dark variant for the colour scheme), or the brand name. */
export function PortalLogo() {
  const scheme = useComputedColorScheme('light');
  const { data } = useGetSettingQuery('branding');
  const branding = isBranding(data?.value) ? data.value : null;
  const logo = branding ? (scheme === 'dark' ? (branding.logo.darkMode ?? branding.logo.lightMode) : branding.logo.lightMode) : null;
  const name = branding?.brandName ?? 'Loan Portal';
  return (
    <UnstyledButton component={Link} to="/" aria-label={`${name} home`} style={{ display: 'flex', alignItems: 'center' }}>
      {logo ? (
        <img src={logo} alt={name} style={{ height: 32, width: 'auto', maxWidth: 240, objectFit: 'contain' }} />
      ) : (
        <Text fw={700} fz="lg" c="brand.7" style={{ whiteSpace: 'nowrap' }}>
          {name}
        </Text>
      )}
    </UnstyledButton>
  );
}
