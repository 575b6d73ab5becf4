import { RequireAccess } from '../components/require-access';
import AssetsPage from '../features/assets/assets-page';

/** /admin/assets: uploaded images and files. */
export default function AssetsRoute() {
  return (
    <RequireAccess allow={(roles) => roles.isAdmin} audience="administrators">
      <AssetsPage />
    </RequireAccess>
  );
}
