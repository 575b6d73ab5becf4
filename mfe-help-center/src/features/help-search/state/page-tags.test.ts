import { KNOWLEDGE_PAGE_TAGS } from 'shared-rules';
import { pageTagsFor } from './page-tags';

describe('pageTagsFor', () => {
  it.each([
    ['/pipeline', ['pipeline', 'getting-started']],
    ['/loan/L-1/conditions', ['conditions']],
    ['/loan/L-1/urla', ['urla']],
    ['/loan/L-1/additional', ['state-specific-data']],
    ['/loan/L-1/workflow', ['loan-workflow']],
    ['/loan/L-1/documents', ['documents']],
    ['/loan/L-1/preview/request', ['le-cd-preview', 'disclosures']],
    ['/settings/profile', ['account-settings', 'notifications', 'security']],
    ['/admin/field-rules', ['field-rules']],
    ['/admin/field-rules/audit', ['field-rules']],
    ['/admin/settings/loan-upload', ['mismo-import', 'settings']],
    ['/admin/settings/email-settings', ['settings', 'administration']],
    ['/knowledge', ['knowledge-base']],
    ['/knowledge/document/kb-1', ['knowledge-base']],
    ['/ae-pipeline/users', ['users', 'administration']],
  ])('gives %s the topics %j', (pathname, tags) => {
    expect(pageTagsFor(pathname)).toEqual(tags);
  });

  it('gives the Add Loan wizard its topics over whatever page it opens on', () => {
    expect(pageTagsFor('/pipeline', '?modal=add-loan&channel=x')).toEqual(['add-loan', 'mismo-import', 'channels']);
    expect(pageTagsFor('/pipeline', '?modal=contact-support')).toEqual(['pipeline', 'getting-started']);
  });

  it('gives a page it does not know no topics, and only topics of the shared vocabulary', () => {
    expect(pageTagsFor('/')).toEqual([]);
    expect(pageTagsFor('/somewhere/else')).toEqual([]);
    const vocabulary: readonly string[] = KNOWLEDGE_PAGE_TAGS;
    for (const path of ['/loan/L-1/unknown-tab', '/admin/settings/banner', '/quick-pricer', '/chat-history/1']) {
      for (const topic of pageTagsFor(path)) expect(vocabulary).toContain(topic);
    }
  });
});
