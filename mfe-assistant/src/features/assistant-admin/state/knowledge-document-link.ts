import { linkTo } from 'shared-ui';

/**
 * The address of a cited document's edit form in the knowledge administration (its documents page
 * with `?edit=<id>`), so an administrator reading a transcript can correct the source of a reply.
 * Built from the portal's route map: the knowledge administration is another remote's code.
 */
export function documentEditLink(documentId: string): string {
  return `${linkTo('adminKnowledge', { section: 'documents' })}?${new URLSearchParams({ edit: documentId })}`;
}
