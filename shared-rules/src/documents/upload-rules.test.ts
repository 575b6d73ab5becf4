import { SETTING_DEFINITIONS } from '../api/settings';
import {
  DOCUMENT_UPLOAD_TEXTS,
  allowedTypesText,
  documentExtensions,
  documentFileTypeOf,
  documentUploadProblem,
  documentUploadRulesOf,
  documentUploadRulesText,
} from './upload-rules';

const MB = 1024 * 1024;

describe('documentUploadRulesOf', () => {
  it('takes the limit and the kinds of the documents setting, in the order of the list', () => {
    expect(documentUploadRulesOf({ maxFileSizeMb: 10, allowedFileTypes: ['tiff', 'pdf'] })).toEqual({
      maxFileSizeMb: 10,
      maxFileSizeBytes: 10 * MB,
      allowedFileTypes: ['pdf', 'tiff'],
    });
  });

  it('never raises the limit above the 25 MB services read at most', () => {
    expect(documentUploadRulesOf({ maxFileSizeMb: 100, allowedFileTypes: ['pdf'] })).toMatchObject({
      maxFileSizeMb: 25,
      maxFileSizeBytes: 25 * MB,
    });
  });

  it('by default takes every kind uploads took before the setting governed them', () => {
    expect(documentUploadRulesOf(SETTING_DEFINITIONS.documents.defaultValue).allowedFileTypes).toEqual([
      'pdf',
      'jpg',
      'png',
      'gif',
      'webp',
      'tiff',
    ]);
  });
});

describe('texts', () => {
  it('names the kinds and their extensions', () => {
    expect(allowedTypesText(['pdf'])).toBe('PDF (.pdf)');
    expect(allowedTypesText(['pdf', 'jpg', 'docx'])).toBe('PDF, JPEG or Word (.pdf, .jpg, .jpeg, .docx)');
    expect(documentUploadRulesText(documentUploadRulesOf({ maxFileSizeMb: 5, allowedFileTypes: ['pdf', 'tiff'] }))).toBe(
      'PDF or TIFF (.pdf, .tif, .tiff), up to 5 MB each',
    );
  });

  it('maps every stored content type back to its kind', () => {
    expect(documentFileTypeOf('image/jpeg')).toBe('jpg');
    expect(documentFileTypeOf('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('xlsx');
    expect(documentExtensions(['tiff', 'xlsx'])).toEqual(['.tif', '.tiff', '.xlsx']);
  });
});

describe('documentUploadProblem', () => {
  const rules = documentUploadRulesOf({ maxFileSizeMb: 2, allowedFileTypes: ['pdf', 'docx'] });
  const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

  it('lets an allowed file under the limit through', () => {
    expect(documentUploadProblem({ name: 'Paystub.PDF', size: 2 * MB, type: 'application/pdf' }, rules)).toBeNull();
    expect(documentUploadProblem({ name: 'letter.docx', size: 10, type: docx }, rules)).toBeNull();
    // Some systems declare no type: the name decides in the browser, the content on the server.
    expect(documentUploadProblem({ name: 'scan.pdf', size: 10, type: '' }, rules)).toBeNull();
  });

  it('refuses a kind the setting leaves out, with the text services answer', () => {
    expect(documentUploadProblem({ name: 'photo.png', size: 10, type: 'image/png' }, rules)).toBe(
      `"photo.png": ${DOCUMENT_UPLOAD_TEXTS.typeNotAccepted(['pdf', 'docx'])}`,
    );
    expect(DOCUMENT_UPLOAD_TEXTS.typeNotAccepted(['pdf', 'docx'])).toBe(
      'This file type is not accepted. Upload PDF or Word (.pdf, .docx).',
    );
  });

  it('refuses a declared type that contradicts an accepted name', () => {
    expect(documentUploadProblem({ name: 'notes.pdf', size: 10, type: 'text/plain' }, rules)).toMatch(/not accepted/);
  });

  it('refuses a file over the limit and an empty one', () => {
    expect(documentUploadProblem({ name: 'big.pdf', size: 2 * MB + 1, type: 'application/pdf' }, rules)).toBe(
      '"big.pdf": The file is larger than 2 MB. Upload a file of at most 2 MB.',
    );
    expect(documentUploadProblem({ name: 'none.pdf', size: 0, type: 'application/pdf' }, rules)).toBe('"none.pdf": The file is empty.');
  });
});
