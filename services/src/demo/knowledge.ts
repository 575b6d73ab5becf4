/**
 * The knowledge base a fresh portal starts with: the seeded articles, links and videos
 * (`./knowledge-articles`, Markdown files), a PDF guide made here and extracted as an upload would be, and one draft, so that
 * every reader and editor view has something to show.
 */
import type { Kysely } from 'kysely';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Database } from '../platform/db/schema';
import { paragraphsHtml, sanitiseArticle, textOfHtml, wordCountOf } from '../features/knowledge/documents/sanitise';
import { extractPdfText } from '../features/knowledge/ingestion/pdf-text';
import { DEMO_KNOWLEDGE_DOCUMENTS, type KnowledgeSeedDocument } from './knowledge-articles';
import '../features/knowledge/tables';

const DEMO_EDITOR = 'usr-admin-alex';
const DAY_MS = 86_400_000;

/** The quick-reference card brokers print: what each loan status means and what to do next. */
const QUICK_REFERENCE_LINES = [
  'Broker quick reference: loan statuses and your next step',
  '',
  'Active: the loan is yours to work. Complete the URLA and upload the initial documents.',
  'Submitted: the loan is with the lender. Watch the Conditions tab for requests.',
  'In Underwriting: an underwriter is reviewing the file. Answer conditions with a PDF.',
  'Approved: conditions to close are listed; order the appraisal and title if not done.',
  'Closed: the loan has funded. The file opens on Documents only.',
  'Denied or Withdrawn: an adverse action notice is due; the loan is locked to Documents.',
  '',
  'Need help? Open the Help drawer, or use Loan Help to reach your account executive.',
];

async function quickReferencePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Broker quick reference');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([612, 792]);
  for (const [index, line] of QUICK_REFERENCE_LINES.entries()) {
    page.drawText(line, { x: 56, y: 730 - index * 22, size: index === 0 ? 15 : 11, font: index === 0 ? bold : font });
  }
  return Buffer.from(await pdf.save());
}

function seedRow(document: KnowledgeSeedDocument, index: number, now: Date) {
  const html = document.sourceType === 'html' ? sanitiseArticle(document.content ?? '') : null;
  const text = html === null ? '' : textOfHtml(html);
  // Spread over the past weeks, so "recently updated" has an order.
  const updatedAt = new Date(now.getTime() - index * DAY_MS);
  return {
    id: document.id,
    slug: document.slug,
    title: document.title,
    description: document.description,
    sourceType: document.sourceType,
    mimeType: document.sourceType === 'html' ? 'text/html' : null,
    originalFilename: null,
    fileSize: null,
    wordCount: wordCountOf(text),
    contentHtml: html,
    bodyText: text,
    url: document.url ?? null,
    tags: JSON.stringify(document.tags),
    audiences: JSON.stringify(document.audiences),
    status: 'published' as const,
    statusAfterProcessing: null,
    statusMessage: null,
    priority: document.priority,
    relatedDocumentIds: JSON.stringify(document.relatedDocumentIds),
    createdBy: DEMO_EDITOR,
    updatedBy: DEMO_EDITOR,
    createdAt: updatedAt,
    updatedAt,
  };
}

export async function seedKnowledgeDemo(trx: Kysely<Database>, now: Date): Promise<void> {
  await trx
    .insertInto('knowledgeDocuments')
    .values(DEMO_KNOWLEDGE_DOCUMENTS.map((document, index) => seedRow(document, index, now)))
    .execute();

  const pdf = await quickReferencePdf();
  const { paragraphs } = await extractPdfText(pdf);
  const body = paragraphs.join('\n');
  await trx
    .insertInto('knowledgeDocuments')
    .values({
      ...seedRow(
        {
          id: 'kb-broker-quick-reference',
          slug: 'broker-quick-reference',
          title: 'Broker quick reference (PDF)',
          description: 'A one-page card of the loan statuses and what to do at each, to print or keep open.',
          sourceType: 'html',
          tags: ['getting-started', 'loan-workflow', 'pipeline'],
          audiences: ['external'],
          priority: 70,
          relatedDocumentIds: [],
        },
        3,
        now,
      ),
      sourceType: 'pdf',
      mimeType: 'application/pdf',
      originalFilename: 'broker-quick-reference.pdf',
      fileSize: pdf.length,
      contentHtml: paragraphsHtml(paragraphs),
      bodyText: body,
      wordCount: wordCountOf(body),
    })
    .execute();
  await trx.insertInto('knowledgeFiles').values({ documentId: 'kb-broker-quick-reference', content: pdf }).execute();

  // An editor's draft: administrators see it in the documents list; readers never do.
  await trx
    .insertInto('knowledgeDocuments')
    .values({
      ...seedRow(
        {
          id: 'kb-draft-2027-conforming-limits',
          slug: '2027-conforming-loan-limits',
          title: '2027 conforming loan limits (draft)',
          description: 'What changes when the new conforming loan limits take effect on January 1.',
          sourceType: 'html',
          content:
            '<h2>New limits from January 1</h2><p>The baseline conforming loan limit changes each year with home prices. Loans locked before January 1 and delivered after keep the limit of their lock date.</p>',
          tags: ['pricing'],
          audiences: [],
          priority: 30,
          relatedDocumentIds: [],
        },
        0,
        now,
      ),
      status: 'draft',
    })
    .execute();
}
