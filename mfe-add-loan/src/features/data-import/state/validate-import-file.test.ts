import { IMPORT_FILE_MESSAGES, MAX_IMPORT_FILE_BYTES, validateImportFiles } from './validate-import-file';

describe('validateImportFiles', () => {
  it('accepts one XML file of at most 25 MB', () => {
    expect(validateImportFiles([{ name: 'loan.XML', size: MAX_IMPORT_FILE_BYTES }])).toEqual([]);
  });

  it('refuses a file that is not XML', () => {
    expect(validateImportFiles([{ name: 'loan.pdf', size: 10 }])).toEqual([IMPORT_FILE_MESSAGES.notXml]);
  });

  it('refuses a file over 25 MB', () => {
    expect(validateImportFiles([{ name: 'loan.xml', size: MAX_IMPORT_FILE_BYTES + 1 }])).toEqual([
      IMPORT_FILE_MESSAGES.tooLarge,
    ]);
  });

  it('reports both problems at once', () => {
    expect(validateImportFiles([{ name: 'loan.zip', size: MAX_IMPORT_FILE_BYTES + 1 }])).toHaveLength(2);
  });

  it('needs exactly one file', () => {
    expect(validateImportFiles([])).toEqual([IMPORT_FILE_MESSAGES.notSingle]);
    expect(
      validateImportFiles([
        { name: 'a.xml', size: 1 },
        { name: 'b.xml', size: 1 },
      ]),
    ).toEqual([IMPORT_FILE_MESSAGES.notSingle]);
  });
});
