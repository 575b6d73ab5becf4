import AssetsPage from '../features/assets/assets-page';

/** /admin/assets: uploaded images and files. */
export default function AssetsRoute() {
  return <AssetsPage />;
}
