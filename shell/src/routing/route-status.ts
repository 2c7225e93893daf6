/**
 * The HTTP status a route gives on its own (before its page says more with useServerPageHead):
 * 404 for a path no page has and for the 404 page itself, 503 for the maintenance page.
 */
import type { ResolvedRoute } from './resolve-route.ts';

export function routeStatus(route: Pick<ResolvedRoute, 'status' | 'target'>): number {
  if (route.status === 'not-found') return 404;
  if (route.target.kind === 'remote' && route.target.parcel === 'NotFound') return 404;
  if (route.target.kind === 'remote' && route.target.parcel === 'Unavailable') return 503;
  return 200;
}

/** Issue 29 §19: an error page (404, 503) is nobody's address: no canonical, no alternates, a switcher to each home. */
export const isErrorStatus = (status: number | null | undefined): boolean => typeof status === 'number' && status >= 400;
