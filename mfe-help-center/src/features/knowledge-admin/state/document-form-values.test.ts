import { MAX_KNOWLEDGE_PDF_BYTES } from 'shared-rules';
import { adminDocument, wholeDocument } from '../testing/knowledge-test-kit';
import {
  documentFormValuesOf,
  documentInputOf,
  emptyDocumentValues,
  linkProblem,
  normaliseTag,
  normaliseTags,
  pdfFileProblem,
  priorityProblem,
  videoProblem,
} from './document-form-values';

const pdf = (size: number, name = 'guide.pdf', type = 'application/pdf') => {
  const file = new File(['%PDF'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('document form values', () => {
  it('normalises tags to lower-case hyphenated words, each once', () => {
    expect(normaliseTag('Rate Lock')).toBe('rate-lock');
    expect(normaliseTag('  Préstamo__FHA!! ')).toBe('prestamo-fha');
    expect(normaliseTag('---')).toBe('');
    expect(normaliseTag('a'.repeat(70))).toHaveLength(60);
    expect(normaliseTags(['Rate Lock', 'rate-lock', '', 'FHA'])).toEqual(['rate-lock', 'fha']);
  });

  it('sends only the fields of the kind of document', () => {
    const values = { ...emptyDocumentValues(), title: ' Rates ', content: '<p>x</p>', url: ' https://rates.test ' };
    expect(documentInputOf(values, 'html')).toMatchObject({ title: 'Rates', content: '<p>x</p>' });
    expect(documentInputOf(values, 'html')).not.toHaveProperty('url');
    expect(documentInputOf(values, 'url')).toMatchObject({ url: 'https://rates.test' });
    expect(documentInputOf(values, 'url')).not.toHaveProperty('content');
    const pdfInput = documentInputOf(values, 'pdf');
    expect(pdfInput).not.toHaveProperty('content');
    expect(pdfInput).not.toHaveProperty('url');
    expect(pdfInput.priority).toBe(50);
  });

  it('opens a document that is not published as a draft, so saving never publishes it by surprise', () => {
    expect(documentFormValuesOf(wholeDocument(adminDocument({ status: 'archived' }))).status).toBe('draft');
    expect(documentFormValuesOf(wholeDocument(adminDocument({ status: 'failed', sourceType: 'pdf' }))).status).toBe('draft');
    expect(documentFormValuesOf(wholeDocument(adminDocument())).status).toBe('published');
  });

  it('checks priorities, links and video addresses as services do', () => {
    expect(priorityProblem(0)).toBeNull();
    expect(priorityProblem(100)).toBeNull();
    expect(priorityProblem('')).not.toBeNull();
    expect(priorityProblem(101)).not.toBeNull();
    expect(priorityProblem(2.5)).not.toBeNull();
    expect(linkProblem('https://guide.lender.test/rates')).toBeNull();
    expect(linkProblem('http://guide.lender.test')).toBe('Enter an https:// address');
    expect(linkProblem('https://localhost')).toBe('Enter an https:// address');
    expect(videoProblem('https://youtu.be/dQw4w9WgXcQ')).toBeNull();
    expect(videoProblem('https://vimeo.com/123456789')).toBeNull();
    expect(videoProblem('http://www.youtube.com/watch?v=dQw4w9WgXcQ')).not.toBeNull();
    expect(videoProblem('https://videos.example.com/1')).not.toBeNull();
  });

  it('takes a PDF up to the services’ limit to the byte, and refuses anything else', () => {
    expect(pdfFileProblem(pdf(MAX_KNOWLEDGE_PDF_BYTES))).toBeNull();
    expect(pdfFileProblem(pdf(MAX_KNOWLEDGE_PDF_BYTES + 1))).toBe('The file is 26,214,401 bytes; a PDF may be at most 26,214,400 bytes.');
    expect(pdfFileProblem(pdf(30 * 1024 * 1024))).toBe('The file is 30.00 MB; a PDF may be at most 25.00 MB.');
    expect(pdfFileProblem(pdf(10, 'notes.docx', 'application/msword'))).toBe('notes.docx is not a PDF. Choose a PDF file.');
    expect(pdfFileProblem(pdf(10, 'scan.PDF', ''))).toBeNull();
    expect(pdfFileProblem(null)).toBe('Choose the PDF to upload');
  });
});
