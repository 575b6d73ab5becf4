import { RequireAccess } from '../components/require-access';
import ChangelogsPage from '../features/changelogs/changelogs-page';

/** /admin/changelogs: the release notes administrators write. */
export default function ChangelogsRoute() {
  return (
    <RequireAccess allow={(roles) => roles.isAdmin} audience="administrators">
      <ChangelogsPage />
    </RequireAccess>
  );
}
