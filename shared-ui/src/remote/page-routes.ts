import { matchRoutes, type Params } from 'react-router-dom';
import type { RemoteRoute } from './remote-module';

/** A page as the breadcrumbs know it: a react-router path and what the page is called. */
export type PageDeclaration = Pick<RemoteRoute, 'path' | 'title'>;

/** The route that renders a path, with the path's parameters (`*` holds what a splat took). */
export interface RouteMatch<R extends PageDeclaration = RemoteRoute> {
  route: R;
  params: Params;
}

/**
 * The route of `routes` that renders `path`, ranked as react-router ranks them (so
 * `/admin/settings/:page` wins over `/admin/*`), or null when none does.
 */
export function routeForPath<R extends PageDeclaration>(routes: readonly R[], path: string): RouteMatch<R> | null {
  const candidates = routes.map((route, index) => ({ path: route.path, id: String(index) }));
  const matched = matchRoutes(candidates, path)?.at(-1);
  if (!matched?.route.id) return null;
  return { route: routes[Number(matched.route.id)], params: matched.params };
}

/**
 * What the page at `path` is called, from the route that renders it, or null when no route
 * names one. With `ownPage`, only a page declared at exactly this path counts: a splat route
 * (`/knowledge/*`) names `/knowledge`, not the addresses below it, which its page tells apart
 * itself (a document's crumb is its title).
 */
export function pageTitleAt(routes: readonly PageDeclaration[], path: string, { ownPage = false } = {}): string | null {
  const match = routeForPath(routes, path);
  if (!match || (ownPage && (match.params['*'] ?? '') !== '')) return null;
  const { title } = match.route;
  return typeof title === 'string' ? title : title(match.params);
}
