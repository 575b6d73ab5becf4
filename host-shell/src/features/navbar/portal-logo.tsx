import { Text, UnstyledButton, useComputedColorScheme } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useSetting } from 'shared-ui';

/** The branding logo (light or dark variant for the colour scheme), or the brand name. */
export function PortalLogo() {
  const scheme = useComputedColorScheme('light');
  const { value: branding } = useSetting('branding');
  const logo = scheme === 'dark' ? (branding.logo.darkMode ?? branding.logo.lightMode) : branding.logo.lightMode;
  const name = branding.brandName;
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
