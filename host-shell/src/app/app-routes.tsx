import { Suspense, lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { INSTANCE_SYNC_PATH, PASSWORD_RESET_PATH } from 'shared-rules';
import { PageLoader } from 'shared-ui';
import { AppLayout } from '../features/layout/app-layout';
import { RemoteRoutes } from '../features/remotes/remote-routes';
import { HomeRedirect } from './home-redirect';

const SettingsRoutes = lazy(() => import('../features/settings/settings-routes'));
const ResetPasswordRoute = lazy(() => import('../features/password-links/reset-password-route'));
const InstanceSyncRoute = lazy(() => import('../features/instance-sync/instance-sync-route'));

/** The host's own pages; every other path belongs to the remote that owns its prefix. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<Navigate to="/" replace />} />
      {/* Public like /login (signed-out visitors get it from the root): an emailed link opened while signed in. */}
      <Route
        path={PASSWORD_RESET_PATH}
        element={
          <Suspense fallback={<PageLoader />}>
            <ResetPasswordRoute />
          </Suspense>
        }
      />
      {/* Public too: a link from another instance (or this one's Open) while signed in here. */}
      <Route
        path={INSTANCE_SYNC_PATH}
        element={
          <Suspense fallback={<PageLoader />}>
            <InstanceSyncRoute />
          </Suspense>
        }
      />
      <Route element={<AppLayout />}>
        <Route index element={<HomeRedirect />} />
        <Route
          path="settings/*"
          element={
            <Suspense fallback={<PageLoader />}>
              <SettingsRoutes />
            </Suspense>
          }
        />
        <Route path="*" element={<RemoteRoutes />} />
      </Route>
    </Routes>
  );
}
