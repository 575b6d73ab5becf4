import fp from 'fastify-plugin';
import { type ExtractionWorker, startExtractionWorker } from './ingestion/extraction-jobs';
import { KnowledgeSearch } from './search/knowledge-search';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's search index of the published documents (follows the database). */
    knowledgeSearch: KnowledgeSearch;
    /** This process's worker of the PDF extraction jobs. */
    knowledgeExtraction: ExtractionWorker;
  }
}

export interface KnowledgeServicesOptions {
  /** How often the worker looks for PDFs to extract (its own process's uploads wake it at once). */
  extractionPollMs?: number;
}

/** The knowledge base's per-process services, on the root instance (routes, tests and the seed reach them). */
export const knowledgeServicesPlugin = fp<KnowledgeServicesOptions>(
  async (app, options) => {
    app.decorate('knowledgeSearch', new KnowledgeSearch(app.db));
    const worker = startExtractionWorker(app, options.extractionPollMs ?? 5_000);
    app.decorate('knowledgeExtraction', worker);
    app.addHook('onClose', () => worker.stop());
  },
  { name: 'knowledge-services', dependencies: ['database', 'realtime'] },
);
