import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_REMOTES_FILE } from '../../config';
import { loadRemotesConfig, remoteUrlVariable } from './remotes';

const write = (content: unknown) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'remotes-')), 'remotes.json');
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
};

describe('loadRemotesConfig', () => {
  it('reads the default file: five remotes, longer admin prefixes present', () => {
    const { remotes } = loadRemotesConfig(DEFAULT_REMOTES_FILE);
    expect(remotes).toHaveLength(5);
    expect(remotes.find((r) => r.name === 'mfe_admin')?.routes).toContain('/ae-pipeline/users');
    expect(remotes.find((r) => r.name === 'mfe_add_loan')).toMatchObject({ routes: [], slots: ['add-loan-modal'] });
  });

  it('moves one remote through its environment variable', () => {
    expect(remoteUrlVariable('mfe_help_center')).toBe('REMOTE_URL_MFE_HELP_CENTER');
    const { remotes } = loadRemotesConfig(DEFAULT_REMOTES_FILE, { REMOTE_URL_MFE_HELP_CENTER: 'https://help.example/mf-manifest.json' });
    expect(remotes.find((r) => r.name === 'mfe_help_center')?.manifestUrl).toBe('https://help.example/mf-manifest.json');
    expect(remotes.find((r) => r.name === 'mfe_loan')?.manifestUrl).toBe('http://localhost:3001/mf-manifest.json');
  });

  it.each([
    ['not json', /Cannot read the remotes file/],
    [{ remote: [] }, /"remotes" must be a list/],
    [
      { remotes: [{ name: 'mfe-loan', label: 'x', routes: [], slots: [], manifestUrl: 'http://a/m.json' }] },
      /name must be a JS identifier/,
    ],
    [{ remotes: [{ name: 'mfe_loan', label: 'x', routes: [], slots: [], manifestUrl: 'ftp://a/m.json' }] }, /manifestUrl must be an http/],
    [{ remotes: [{ name: 'mfe_loan', label: 'x', routes: '/loan', slots: [], manifestUrl: 'http://a/m.json' }] }, /routes and slots/],
  ])('refuses %j with a message naming the problem', (content, message) => {
    expect(() => loadRemotesConfig(write(content))).toThrow(message);
  });
});
