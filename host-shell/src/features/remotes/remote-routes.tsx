import { Suspense, use } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { RemoteEntry } from 'shared-rules';
import { PageLoader, RemoteErrorBoundary, resolveRemoteForPath } from 'shared-ui';
import { NotFoundPage } from '../layout/not-found-page';
import { loadRemoteModule, resetRemote } from './federation-loader';
import { PageAccessGate } from './page-access-gate';
import { forgetLazyComponents, lazyFor } from './lazy-components';
import { useRemotesConfig } from './remotes-context';

function RemotePages({ entry }: { entry: RemoteEntry }) {
  const remote = use(loadRemoteModule(entry));
  return (
    <Routes>
      {remote.routes.map((route) => {
        const Page = lazyFor(entry.name, route.component).Component;
        return (
          <Route
            key={route.path}
            path={route.path}
            element={
              <PageAccessGate access={route.access}>
                <Page />
              </PageAccessGate>
            }
          />
        );
      })}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** Renders the page of whichever remote owns the current path, fenced from the rest of the portal. */
export function RemoteRoutes() {
  const { pathname } = useLocation();
  const entry = resolveRemoteForPath(useRemotesConfig(), pathname);
  if (!entry) return <NotFoundPage />;
  return (
    <RemoteErrorBoundary
      key={entry.name}
      remote={entry.name}
      area={entry.label}
      resetKey={pathname}
      onRetry={() => {
        resetRemote(entry);
        forgetLazyComponents(entry.name);
      }}
    >
      <Suspense fallback={<PageLoader label={`Loading ${entry.label}`} />}>
        <RemotePages entry={entry} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
