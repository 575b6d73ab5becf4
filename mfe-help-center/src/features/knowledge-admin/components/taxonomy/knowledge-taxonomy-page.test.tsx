import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { refused, renderKnowledgePage, serveKnowledge } from '../../testing/knowledge-test-kit';
import KnowledgeTaxonomyPage from './knowledge-taxonomy-page';
import { enterText } from 'shared-ui/testing';

const PAGE = '/admin/knowledge/taxonomy';
const taxonomy = {
  tags: [
    { tag: 'rate-lock', documents: 3, published: 2 },
    { tag: 'lock', documents: 1, published: 0 },
  ],
  audiences: [
    { audience: 'external', documents: 4, published: 3 },
    { audience: 'role:lp', documents: 1, published: 1 },
    { audience: 'everyone', documents: 2, published: 2 },
  ],
};

let fake: ReturnType<typeof serveKnowledge>;

const renames = () => fake.calls('POST', '/api/knowledge/admin/tags/rename').map((request) => request.body);

async function openRename(user: UserEvent, tag: string) {
  await user.click(await screen.findByRole('button', { name: `Rename or merge ${tag}` }));
  return screen.findByRole('dialog', { name: `Rename or merge "${tag}"` });
}

describe('the taxonomy page', () => {
  it('counts the documents of each tag and audience, the audiences by their readable names', async () => {
    fake = serveKnowledge({ documents: [], taxonomy });
    renderKnowledgePage(<KnowledgeTaxonomyPage />, PAGE);
    const tags = await screen.findByRole('table', { name: 'Tags' });
    const rateLock = within(tags).getByRole('row', { name: /rate-lock/ });
    expect(rateLock).toHaveTextContent('3 documents');
    expect(rateLock).toHaveTextContent('2 published');
    expect(within(tags).getByRole('row', { name: /^lock/ })).toHaveTextContent('1 document0 published');

    const audiences = screen.getByRole('table', { name: 'Audiences' });
    const rows = within(audiences).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Brokers (external users)4 documents3 published',
      'Loan processors1 document1 published',
      'Everyone (no audience set)2 documents2 published',
    ]);
    expect(within(audiences).queryByRole('button')).not.toBeInTheDocument();
  });

  it('renames a tag and says on how many documents', async () => {
    const user = userEvent.setup();
    fake = serveKnowledge({ documents: [], taxonomy });
    const { toasts } = renderKnowledgePage(<KnowledgeTaxonomyPage />, PAGE);
    const dialog = await openRename(user, 'rate-lock');
    await enterText(user, within(dialog).getByLabelText(/^New name/), 'Rate Locks');
    expect(within(dialog).getByText('Saved as rate-locks: lower case, words joined by hyphens.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/is already a tag/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(renames()).toEqual([{ from: 'rate-lock', to: 'rate-locks' }]));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Renamed on 3 documents' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(fake.calls('GET', '/api/knowledge/admin/taxonomy')).toHaveLength(2));
  });

  it('says before sending that a name in use merges the two tags', async () => {
    const user = userEvent.setup();
    fake = serveKnowledge({ documents: [], taxonomy });
    const { toasts } = renderKnowledgePage(<KnowledgeTaxonomyPage />, PAGE);
    const dialog = await openRename(user, 'lock');
    await enterText(user, within(dialog).getByLabelText(/^New name/), 'rate-lock');
    expect(within(dialog).getByText('"rate-lock" is already a tag')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('the 1 document tagged "lock" join the 3 documents tagged "rate-lock"');
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(renames()).toEqual([{ from: 'lock', to: 'rate-lock' }]));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Merged into rate-lock' })));
  });

  it('refuses the same name, and shows the services’ refusal under the name', async () => {
    const user = userEvent.setup();
    fake = serveKnowledge({
      documents: [],
      taxonomy,
      onWrite: () => refused(404, [{ field: 'body.to', message: 'No document has the tag lock.' }], 'No document has the tag lock.'),
    });
    renderKnowledgePage(<KnowledgeTaxonomyPage />, PAGE);
    const dialog = await openRename(user, 'lock');
    await enterText(user, within(dialog).getByLabelText(/^New name/), 'lock');
    expect(within(dialog).getByText('This is the tag’s name already')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(renames()).toHaveLength(0);
    await enterText(user, within(dialog).getByLabelText(/^New name/), 'locks');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText('No document has the tag lock.')).toBeInTheDocument();
  });
});
