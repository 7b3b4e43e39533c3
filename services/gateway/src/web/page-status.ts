import { ownProfileCall } from '@rendezvous/contracts/internal';
import { InternalCallError, parseId, type InternalClient } from '@rendezvous/nest-kit';
import { matchRoute } from '@rendezvous/route-table';

/**
 * The HTTP status of a page the browser renders (issue 31, defect 10): the shell shows the 404 page for
 * a path no remote owns and mfe-members for a profile that does not exist, and the answer must say so
 * too (crawlers, link checkers and monitoring read the status, not the page). Pages that a remote
 * renders on the server bring their own status (server-render.ts); this covers the rest.
 *
 * Only what is certain without the visitor is a 404: a profile that no member has, or whose member is
 * not active (members answers 404 for those to every viewer, docs/product-rules.md section 8). Whether
 * a live profile is hidden from this visitor (a block, invisible mode) stays the page's business, and
 * a members service that cannot answer leaves the status at 200 rather than holding the page up.
 */
export async function pageStatusOf(path: string, internal: InternalClient): Promise<number> {
  const match = matchRoute(path);
  if (!match) return 404;
  if (match.route.routeName !== 'members-id') return 200;
  // members reads path ids with nest-kit's id pipe (a bigint column): anything else names no member
  const id = parseId(match.params.id, 'bigint');
  if (id === null) return 404;
  try {
    const profile = await internal.call(ownProfileCall, { params: { id } });
    return profile.status === 'active' ? 200 : 404;
  } catch (error) {
    return error instanceof InternalCallError && error.status === 404 ? 404 : 200;
  }
}
