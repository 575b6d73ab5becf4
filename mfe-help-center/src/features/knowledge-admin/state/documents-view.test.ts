import { documentEditLink, documentsListQuery, documentsViewFromParams, documentsViewParams } from './documents-view';

describe('the documents view', () => {
  it('reads filters, page and the open form from the address, ignoring unknown values', () => {
    const view = documentsViewFromParams(new URLSearchParams('status=failed&type=pdf&text=%20rate%20&page=3&edit=kb-1'));
    expect(view).toEqual({
      status: 'failed',
      sourceType: 'pdf',
      text: 'rate',
      page: 3,
      editor: { kind: 'edit', id: 'kb-1' },
      auditId: null,
    });
    expect(documentsViewFromParams(new URLSearchParams('status=gone&type=doc&page=-1&new=pdf'))).toEqual({
      status: null,
      sourceType: null,
      text: '',
      page: 1,
      editor: { kind: 'new', sourceType: 'pdf' },
      auditId: null,
    });
  });

  it('writes back only what differs from the whole list, and asks services for one page', () => {
    const view = documentsViewFromParams(new URLSearchParams('status=draft&page=2&audit=kb-2'));
    expect(documentsViewParams(view)).toEqual({ status: 'draft', page: '2', audit: 'kb-2' });
    expect(documentsListQuery(view)).toEqual({ status: 'draft', page: 2, pageSize: 20 });
    expect(documentEditLink('kb 1')).toBe('/admin/knowledge/documents?edit=kb+1');
  });
});
