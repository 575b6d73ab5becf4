import { Divider, Stack } from '@mantine/core';
import { Fragment } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, LoadErrorAlert, PageHeader, PageLoader } from 'shared-ui';
import { ChangelogEntry } from './changelog-entry';
import { periodFromSearch, periodLabel } from './changelog-period';
import { useGetChangelogsQuery } from './changelogs-api';
import { newestFirst } from './newest-first';

/** /resources/changelogs?year=&month=: the published release notes of a period (all without a year). */
export default function ChangelogsPage() {
  const [params] = useSearchParams();
  const period = periodFromSearch(params);
  const { data, isLoading, isError, refetch } = useGetChangelogsQuery(period);
  const label = periodLabel(period);

  return (
    <>
      <PageHeader title={label ? `Release Notes: ${label}` : 'Release Notes'} description="What changed in the portal, month by month." />
      {isLoading ? (
        <PageLoader label="Loading release notes" />
      ) : isError ? (
        <LoadErrorAlert title="The release notes could not be loaded" onRetry={refetch} />
      ) : !data || data.length === 0 ? (
        <EmptyState
          title={label ? `No release notes for ${label}` : 'No release notes yet'}
          description="When the portal team publishes release notes, they appear here and in a window after you sign in."
        />
      ) : (
        <Stack gap="xl">
          {newestFirst(data).map((changelog, index) => (
            <Fragment key={changelog.id}>
              {index > 0 && <Divider />}
              <ChangelogEntry changelog={changelog} headingOrder={2} />
            </Fragment>
          ))}
        </Stack>
      )}
    </>
  );
}
