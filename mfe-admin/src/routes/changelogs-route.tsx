import ChangelogsPage from '../features/changelogs/changelogs-page';

/** /admin/changelogs: the release notes administrators write. */
export default function ChangelogsRoute() {
  return <ChangelogsPage />;
}
