import { NavLink, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { MONTH_NAMES } from 'shared-rules';
import { linkTo } from 'shared-ui';
import { periodFromSearch } from './changelog-period';
import { useGetChangelogPeriodsQuery } from './changelogs-api';

/** Spec: the release notes' side menu lists years, then their months, newest first. */
export default function ChangelogsSidebar({ onNavigate }: { onNavigate?: () => void }) {
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
        <NavLink
          key={year}
          component={Link}
          to={linkTo('changelogs', { year })}
          label={String(year)}
          active={current.year === year && current.month === undefined}
          opened={current.year === year || years[0].year === year}
          childrenOffset={12}
          onClick={onNavigate}
        >
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
        </NavLink>
      ))}
    </nav>
  );
}
