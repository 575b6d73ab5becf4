import { useSearchParams } from 'react-router-dom';
import { EmptyState, PageHeader } from 'shared-ui';

/** /resources/changelogs?year=&month=: release notes by month (none published yet). */
export default function ChangelogsPage() {
  const [params] = useSearchParams();
  const year = params.get('year');
  const month = params.get('month');
  const period = year ? ` for ${month ? `${month}/` : ''}${year}` : '';
  return (
    <>
      <PageHeader title="Release Notes" description="What changed in the portal, month by month." />
      <EmptyState
        title={`No release notes${period} yet`}
        description="When the portal team publishes release notes, they appear here and in a window after you sign in."
      />
    </>
  );
}
