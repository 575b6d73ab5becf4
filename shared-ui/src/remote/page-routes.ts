import { matchRoutes, type Params } from 'react-router-dom';
import type { Roles } from '../auth/roles';
import { mayOpenPage } from './page-access';
import type { RemoteModule, RemoteNavItem, RemoteRoute } from './remote-module';

/** The route of a remote that renders a path, with the path's parameters (`*` holds what a splat took). */
export interface RouteMatch {
  route: RemoteRoute;
  params: Params;
}

/**
 * The route of `routes` that renders `path`, ranked as react-router ranks them (so
 * `/admin/settings/:page` wins over `/admin/*`), or null when none does.
 */
export function routeForPath(routes: readonly RemoteRoute[], path: string): RouteMatch | null {
  const candidates = routes.map((route, index) => ({ path: route.path, id: String(index) }));
  const matched = matchRoutes(candidates, path)?.at(-1);
  if (!matched?.route.id) return null;
  return { route: routes[Number(matched.route.id)], params: matched.params };
}

/** The primary navigation entries of a remote that a user with `roles` may open, in the remote's order. */
export function primaryNavItems(module: Pick<RemoteModule, 'routes' | 'navItems'>, roles: Roles): RemoteNavItem[] {
  return (module.navItems ?? []).filter((item) => {
    if (item.primary !== true) return false;
    const match = routeForPath(module.routes, item.to);
    return match !== null && mayOpenPage(match.route.access, roles);
  });
}
