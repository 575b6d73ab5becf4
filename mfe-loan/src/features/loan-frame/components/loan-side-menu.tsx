import { NavLink, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { LoanTab, LoanTabSlug } from 'shared-rules';
import { linkTo } from 'shared-ui';

export interface LoanSideMenuProps {
  loanId: string;
  /** What the menu calls the loan: its number once loaded, else the id from the URL. */
  label: string;
  tabs: LoanTab[];
  activeTab: string;
  onNavigate?: () => void;
}

/** The loan's tabs as a side menu; Loan Information opens as a group around its child tabs. */
export function LoanSideMenu({ loanId, label, tabs, activeTab, onNavigate }: LoanSideMenuProps) {
  const href = (tab: LoanTabSlug) => linkTo('loan', { loanId, tab });
  return (
    <Stack gap={2} component="nav" aria-label="Loan">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pb={4}>
        Loan {label}
      </Text>
      {tabs.map((tab) =>
        tab.children ? (
          <NavLink
            key={tab.slug}
            label={tab.label}
            defaultOpened={tab.children.some((child) => child.slug === activeTab)}
            childrenOffset="md"
          >
            {tab.children.map((child) => (
              <NavLink
                key={child.slug}
                component={Link}
                to={href(child.slug)}
                label={child.label}
                active={child.slug === activeTab}
                onClick={onNavigate}
              />
            ))}
          </NavLink>
        ) : (
          <NavLink
            key={tab.slug}
            component={Link}
            to={href(tab.slug)}
            label={tab.label}
            active={tab.slug === activeTab}
            onClick={onNavigate}
          />
        ),
      )}
    </Stack>
  );
}
