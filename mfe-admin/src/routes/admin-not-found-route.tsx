import { AdminPageNotFound } from 'shared-ui';

/** /admin/** that no admin page answers. */
export default function AdminNotFoundRoute() {
  return <AdminPageNotFound />;
}
