import { documentEditLink } from './knowledge-document-link';

describe('the link to a cited document', () => {
  it('opens the document’s form on the knowledge administration’s documents page', () => {
    expect(documentEditLink('kb-rate-lock')).toBe('/admin/knowledge/documents?edit=kb-rate-lock');
    expect(documentEditLink('kb 1')).toBe('/admin/knowledge/documents?edit=kb+1');
  });
});
