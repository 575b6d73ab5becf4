import { DEFAULT_PIPELINE_VIEW, isFiltered, queryOf, searchParamsOf, viewFromSearchParams, withFilter, withSort } from './pipeline-view';

describe('pipeline view in the URL', () => {
  it('keeps a plain pipeline at a plain address and reads it back', () => {
    expect(searchParamsOf(DEFAULT_PIPELINE_VIEW).toString()).toBe('');
    expect(viewFromSearchParams(new URLSearchParams())).toEqual(DEFAULT_PIPELINE_VIEW);
  });

  it('round-trips every choice', () => {
    const view = {
      ...DEFAULT_PIPELINE_VIEW,
      page: 3,
      search: 'Oak St',
      status: 'Approved' as const,
      channel: 'Correspondent' as const,
      folder: 'Corr Delegated',
      step: 'Credit',
      updatedFrom: '2026-10-01',
      updatedTo: '2026-10-31',
      includeClosed: true,
      sort: 'loanAmount' as const,
      order: 'asc' as const,
    };
    const params = searchParamsOf(view);
    expect(params.get('search')).toBe('Oak St');
    expect(viewFromSearchParams(params)).toEqual(view);
  });

  it('ignores values an edited or old link carries that the pipeline does not know', () => {
    const view = viewFromSearchParams(new URLSearchParams('page=-2&status=Lost&channel=Retail&sort=risk&order=up&updatedFrom=yesterday'));
    expect(view).toEqual(DEFAULT_PIPELINE_VIEW);
  });
});

describe('pipeline view changes', () => {
  it('a filter goes back to the first page and counts as filtered; including closed loans does not', () => {
    const paged = { ...DEFAULT_PIPELINE_VIEW, page: 4 };
    expect(withFilter(paged, { search: 'smith' })).toMatchObject({ page: 1, search: 'smith' });
    expect(isFiltered(withFilter(paged, { search: '  ' }))).toBe(false);
    expect(isFiltered(withFilter(paged, { channel: 'Correspondent' }))).toBe(true);
    expect(isFiltered(withFilter(paged, { step: 'Disclosures' }))).toBe(true);
    expect(isFiltered(withFilter(paged, { includeClosed: true }))).toBe(false);
  });

  it('a header click sorts by its column, and a second click flips the order', () => {
    const byBorrower = withSort(DEFAULT_PIPELINE_VIEW, 'borrowerName');
    expect(byBorrower).toMatchObject({ sort: 'borrowerName', order: 'asc' });
    expect(withSort(byBorrower, 'borrowerName').order).toBe('desc');
    expect(withSort(byBorrower, 'loanAmount')).toMatchObject({ sort: 'loanAmount', order: 'desc' });
  });

  it('asks services for exactly the chosen view', () => {
    expect(queryOf(DEFAULT_PIPELINE_VIEW)).toEqual({ page: 1, pageSize: 25, sort: 'updatedAt', order: 'desc' });
    expect(queryOf({ ...DEFAULT_PIPELINE_VIEW, search: ' 2600 ', includeClosed: true, status: 'Closed' })).toMatchObject({
      search: '2600',
      includeClosed: true,
      status: 'Closed',
    });
  });
});
