import { NavLink, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { LOAN_MENU, isMenuGroup } from '../state/loan-menu';

export interface LoanSideMenuProps {
  loanId: string;
  activeTab: string;
  onNavigate?: () => void;
}

/** The loan's tabs as a side menu; Loan Information opens as a group around URLA and State Specific Data. */
export function LoanSideMenu({ loanId, activeTab, onNavigate }: LoanSideMenuProps) {
  const href = (slug: string) => `/loan/${encodeURIComponent(loanId)}/${slug}`;
  return (
    <Stack gap={2} component="nav" aria-label="Loan">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pb={4}>
        Loan {loanId}
      </Text>
      {LOAN_MENU.map((entry) =>
        isMenuGroup(entry) ? (
          <NavLink
            key={entry.slug}
            label={entry.label}
            defaultOpened={entry.children.some((tab) => tab.slug === activeTab)}
            childrenOffset="md"
          >
            {entry.children.map((tab) => (
              <NavLink
                key={tab.slug}
                component={Link}
                to={href(tab.slug)}
                label={tab.label}
                active={tab.slug === activeTab}
                onClick={onNavigate}
              />
            ))}
          </NavLink>
        ) : (
          <NavLink
            key={entry.slug}
            component={Link}
            to={href(entry.slug)}
            label={entry.label}
            active={entry.slug === activeTab}
            onClick={onNavigate}
          />
        ),
      )}
    </Stack>
  );
}
