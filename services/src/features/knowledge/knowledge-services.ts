import fp from 'fastify-plugin';
import { type ExtractionWorker, registerExtractionJobs } from './ingestion/extraction-jobs';
import { KnowledgeSearch } from './search/knowledge-search';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's search index of the published documents (follows the database). */
    knowledgeSearch: KnowledgeSearch;
    /** This process's handle on the PDF extraction jobs, which `app.jobs` runs. */
    knowledgeExtraction: ExtractionWorker;
  }
}

/** The knowledge base's per-process services, on the root instance (routes, tests and the seed reach them). */
export const knowledgeServicesPlugin = fp(
  async (app) => {
    app.decorate('knowledgeSearch', new KnowledgeSearch(app.db));
    app.decorate('knowledgeExtraction', registerExtractionJobs(app));
  },
  { name: 'knowledge-services', dependencies: ['database', 'realtime', 'jobs'] },
);
