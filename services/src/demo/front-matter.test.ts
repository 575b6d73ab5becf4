import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { articleOf } from './knowledge-articles';
import { parseFrontMatter, readFrontMatterFolder } from './front-matter';

const ARTICLE = { id: 'kb-x', slug: 'x', title: 'X', description: 'd', tags: [], audiences: [], priority: 1, relatedDocumentIds: [] };
const htmlArticle = (body: string) => articleOf({ file: 'x.md', meta: { ...ARTICLE, sourceType: 'html' }, body });

describe('demo content files', () => {
  it('splits the front matter from the Markdown body', () => {
    const parsed = parseFrontMatter<{ id: string; tags: string[] }>('---\nid: a\ntags:\n  - x\n---\n\n## Heading\n\nText.\n', 'a.md');
    expect(parsed.meta).toEqual({ id: 'a', tags: ['x'] });
    expect(parsed.body).toBe('## Heading\n\nText.');
  });

  it('refuses a file without front matter, naming the file', () => {
    expect(() => parseFrontMatter('## Only a body', 'content/broken.md')).toThrow(
      'content/broken.md: a demo content file starts with YAML front matter between two --- lines',
    );
  });

  it('reads a folder and its sub-folders in name order, Markdown files but READMEs only', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'demo-content-'));
    mkdirSync(path.join(folder, '02-later'));
    writeFileSync(path.join(folder, '02-later', '01-c.md'), '---\nid: c\n---\n');
    writeFileSync(path.join(folder, '01-b.md'), '---\nid: b\n---\n');
    writeFileSync(path.join(folder, '00-a.md'), '---\nid: a\n---\n');
    writeFileSync(path.join(folder, 'notes.txt'), 'not content');
    writeFileSync(path.join(folder, 'README.md'), '# How to write these files');
    expect(readFrontMatterFolder<{ id: string }>(folder).map((file) => file.meta.id)).toEqual(['a', 'b', 'c']);
  });

  it('renders an article body to the HTML readers get, tables included', () => {
    const article = htmlArticle(
      '## Limits\n\n| Item | Limit |\n| --- | --- |\n| File | **25 MB** |\n\nSee [the guide](/knowledge/html/y).',
    );
    expect(article.content).toContain('<h2>Limits</h2>');
    expect(article.content).toContain('<td><strong>25 MB</strong></td>');
    expect(article.content).toContain('<a href="/knowledge/html/y">the guide</a>');
  });

  it('refuses an html article without a body and a link or video with one', () => {
    expect(() => htmlArticle('')).toThrow('x.md: an html article needs a Markdown body');
    expect(() => articleOf({ file: 'v.md', meta: { ...ARTICLE, sourceType: 'video', url: 'https://vimeo.com/1' }, body: 'Text' })).toThrow(
      'v.md: only html articles have a body (a video has its url)',
    );
  });

  it('never lets raw HTML in an article body through', () => {
    expect(htmlArticle('Hi <script>alert(1)</script>').content).not.toContain('<script>');
  });
});
