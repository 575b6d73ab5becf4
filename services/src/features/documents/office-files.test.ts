import { officeFile, zipOf } from '../../../test/helpers/office-files';
import { sniffOfficeFile } from './office-files';

describe('sniffOfficeFile', () => {
  it('recognises a Word document and an Excel workbook by their parts', () => {
    expect(sniffOfficeFile(officeFile('docx'))).toBe('docx');
    expect(sniffOfficeFile(officeFile('xlsx'))).toBe('xlsx');
  });

  it('refuses files with macros', () => {
    expect(sniffOfficeFile(officeFile('docx', { macros: true }))).toBeNull();
    expect(sniffOfficeFile(officeFile('xlsx', { macros: true }))).toBeNull();
  });

  it('refuses a ZIP that is not an office file, and bytes that are not a readable ZIP', () => {
    expect(sniffOfficeFile(zipOf({ 'word/document.xml': '<root/>' }))).toBeNull();
    expect(sniffOfficeFile(zipOf({ '[Content_Types].xml': '<Types/>', 'payload.exe': 'MZ' }))).toBeNull();
    const docx = officeFile('docx');
    expect(sniffOfficeFile(docx.subarray(0, docx.length - 30))).toBeNull();
    expect(sniffOfficeFile(Buffer.from('PK\u0003\u0004 not really'))).toBeNull();
    expect(sniffOfficeFile(Buffer.from('%PDF-1.7'))).toBeNull();
  });

  it('reads the directory of an archive that ends with a comment', () => {
    const docx = officeFile('docx');
    const comment = Buffer.from('made by a test');
    const withComment = Buffer.concat([docx, comment]);
    withComment.writeUInt16LE(comment.length, docx.length - 2);
    expect(sniffOfficeFile(withComment)).toBe('docx');
  });
});
