import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode, Suspense } from 'react';
import { PageLoader } from '../components/page-loader';
import type { LazyComponent } from '../remote/remote-module';

/**
 * The pages of one area by the key their address names (a settings slug, an admin section, a loan
 * tab); each page's code loads only when it is first opened.
 */
export type PageRegistry<P extends object = object> = Readonly<Partial<Record<string, LazyComponent<P>>>>;

type LazyPage<P extends object> = LazyExoticComponent<ComponentType<P>>;

// One lazy component per loader for the life of the bundle: coming back to a page, or a second
// key sharing its loader, renders the page already loaded instead of suspending on it again.
const lazyPages = new WeakMap<object, unknown>();

function lazyPage<P extends object>(load: LazyComponent<P>): LazyPage<P> {
  const known = lazyPages.get(load) as LazyPage<P> | undefined;
  if (known) return known;
  const page = lazy(() =>
    load().catch((error: unknown) => {
      // A lazy component keeps its failure for good: forget it, so the error boundary's Retry loads the page anew.
      lazyPages.delete(load);
      throw error;
    }),
  );
  lazyPages.set(load, page);
  return page;
}

/** The page registered under `key`, never a property every object inherits (`constructor`, `toString`). */
export function registeredPage<P extends object>(pages: PageRegistry<P>, key: string): LazyComponent<P> | undefined {
  return Object.hasOwn(pages, key) ? pages[key] : undefined;
}

interface RegistryRouteBaseProps<P extends object> {
  pages: PageRegistry<P>;
  /** The key the address names: a route parameter, or a path of several segments (`preview/request`). */
  pageKey: string;
  /** What an address that no page answers shows (a "Page not found" with a way back). */
  notFound: ReactNode;
  /** Names the loading state to screen readers while the page's code loads ("Loading Documents"). */
  loadingLabel?: string;
}

/** Props given to every page of the registry; required as soon as the pages take any. */
type PagePropsOf<P extends object> = object extends P ? { pageProps?: P } : { pageProps: P };

export type RegistryRouteProps<P extends object = object> = RegistryRouteBaseProps<P> & PagePropsOf<P>;

/**
 * The page of a registry the address names, loaded lazily behind a loading state, or `notFound`
 * for a key no page answers. Areas whose pages grow one by one (settings pages, admin sections,
 * loan tabs) route through it rather than a chain of conditions.
 */
export function RegistryRoute<P extends object = object>(props: RegistryRouteProps<P>) {
  const { pages, pageKey, notFound, loadingLabel } = props;
  const load = registeredPage(pages, pageKey);
  if (!load) return <>{notFound}</>;
  const Page = lazyPage(load);
  // PagePropsOf<P> only leaves pageProps out when P has no required props, so `{}` stands in for it then.
  const pageProps = (props.pageProps ?? {}) as P;
  return (
    <Suspense fallback={<PageLoader label={loadingLabel} />}>
      <Page {...pageProps} />
    </Suspense>
  );
}
