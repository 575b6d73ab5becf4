import { Box, NavLink, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { MONTH_NAMES } from 'shared-rules';
import { linkTo, type SidebarSlotProps } from 'shared-ui';
import { periodFromSearch } from './changelog-period';
import { useGetChangelogPeriodsQuery } from './changelogs-api';

/**
 * Spec: the release notes' side menu lists years, then their months, newest first (the
 * `changelogs-sidebar` slot of /resources/changelogs; the period comes from the address's query).
 */
export default function ChangelogsSidebar({ onNavigate }: SidebarSlotProps) {
  const [params] = useSearchParams();
  const current = periodFromSearch(params);
  const { data: periods, isLoading, isError } = useGetChangelogPeriodsQuery();
  const years = [...(periods ?? [])].sort((a, b) => b.year - a.year);

  return (
    <nav aria-label="Release notes by date">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py="xs">
        Release Notes
      </Text>
      <NavLink
        component={Link}
        to={linkTo('changelogs', {})}
        label="All release notes"
        active={current.year === undefined}
        onClick={onNavigate}
      />
      {isError && (
        <Text size="sm" c="dimmed" px="sm">
          The dates could not be loaded.
        </Text>
      )}
      {!isLoading && !isError && years.length === 0 && (
        <Text size="sm" c="dimmed" px="sm">
          No releases published yet.
        </Text>
      )}
      {years.map(({ year, months }) => (
        <Fragment key={year}>
          <NavLink
            component={Link}
            to={linkTo('changelogs', { year })}
            label={String(year)}
            active={current.year === year && current.month === undefined}
            onClick={onNavigate}
          />
          {/* A year's months show under the chosen year (the newest year when none is chosen). */}
          {(current.year ?? years[0].year) === year && (
            <Box pl="md" role="group" aria-label={`Months of ${year}`}>
              {[...months]
                .sort((a, b) => b - a)
                .map((month) => (
                  <NavLink
                    key={month}
                    component={Link}
                    to={linkTo('changelogs', { year, month })}
                    label={MONTH_NAMES[month - 1]}
                    active={current.year === year && current.month === month}
                    onClick={onNavigate}
                  />
                ))}
            </Box>
          )}
        </Fragment>
      ))}
    </nav>
  );
}
