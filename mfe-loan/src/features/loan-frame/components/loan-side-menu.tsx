import { NavLink, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
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

/**
 * A tab with child tabs (Loan Information): a real button that says whether it is expanded, so
 * keyboard and screen-reader users can open it as mouse users do.
 */
function LoanTabGroup({ label, containsActive, children }: { label: string; containsActive: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(containsActive);
  // Opening Loan Information itself lands on URLA: the group opens once one of its tabs is active.
  useEffect(() => {
    if (containsActive) setOpened(true);
  }, [containsActive]);
  return (
    <NavLink component="button" type="button" label={label} opened={opened} onChange={setOpened} aria-expanded={opened} childrenOffset="md">
      {children}
    </NavLink>
  );
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
          <LoanTabGroup key={tab.slug} label={tab.label} containsActive={tab.children.some((child) => child.slug === activeTab)}>
            {tab.children.map((child) => (
              <NavLink
                key={child.slug}
                component={Link}
                to={href(child.slug)}
                label={child.label}
                active={child.slug === activeTab}
                aria-current={child.slug === activeTab ? 'page' : undefined}
                onClick={onNavigate}
              />
            ))}
          </LoanTabGroup>
        ) : (
          <NavLink
            key={tab.slug}
            component={Link}
            to={href(tab.slug)}
            label={tab.label}
            active={tab.slug === activeTab}
            aria-current={tab.slug === activeTab ? 'page' : undefined}
            onClick={onNavigate}
          />
        ),
      )}
    </Stack>
  );
}
