import { NavLink, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { linkTo } from 'shared-ui';

/** The account executive's menu (spec: Broker Contacts, Broker Companies, and the pipeline). */
export const BROKER_MENU = [
  { label: 'Broker Contacts', to: linkTo('brokerContacts'), description: 'Loan officers and processors' },
  { label: 'Broker Companies', to: linkTo('brokerCompanies'), description: 'Organizations you cover' },
  { label: 'Pipeline', to: linkTo('aePipeline'), description: 'Loans from your brokers' },
] as const;

export interface BrokerMenuProps {
  pathname: string;
  onNavigate?: () => void;
}

export function BrokerMenu({ pathname, onNavigate }: BrokerMenuProps) {
  return (
    <Stack gap={2} component="nav" aria-label="Brokers">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pb={4}>
        Brokers
      </Text>
      {BROKER_MENU.map((item) => (
        <NavLink
          key={item.to}
          component={Link}
          to={item.to}
          label={item.label}
          description={item.description}
          active={pathname === item.to}
          onClick={onNavigate}
        />
      ))}
    </Stack>
  );
}
