import {
  LOAN_CHANNELS,
  LOAN_STATUSES,
  PIPELINE_SORT_FIELDS,
  SORT_ORDERS,
  type LoanChannel,
  type LoanPipelineQuery,
  type LoanStatus,
  type PipelineSortField,
  type SortOrder,
} from 'shared-rules';

/** Rows per pipeline page. */
export const PIPELINE_PAGE_SIZE = 25;

/** What a user chose to see in the pipeline: kept in the URL, so reload, Back and a shared link keep it. */
export interface PipelineView {
  page: number;
  search: string;
  status: LoanStatus | null;
  channel: LoanChannel | null;
  folder: string | null;
  /** The loan's current workflow step. */
  step: string | null;
  updatedFrom: string | null;
  updatedTo: string | null;
  includeClosed: boolean;
  sort: PipelineSortField;
  order: SortOrder;
}

export const DEFAULT_PIPELINE_VIEW: PipelineView = {
  page: 1,
  search: '',
  status: null,
  channel: null,
  folder: null,
  step: null,
  updatedFrom: null,
  updatedTo: null,
  includeClosed: false,
  sort: 'updatedAt',
  order: 'desc',
};

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** Reads the view from the URL; a value the pipeline does not know (an old or edited link) is ignored. */
export function viewFromSearchParams(params: URLSearchParams): PipelineView {
  const page = Number(params.get('page'));
  const date = (name: string) => {
    const value = params.get(name);
    return value !== null && CALENDAR_DATE.test(value) ? value : null;
  };
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: (params.get('search') ?? '').slice(0, 100),
    status: oneOf(LOAN_STATUSES, params.get('status')),
    channel: oneOf(LOAN_CHANNELS, params.get('channel')),
    folder: params.get('folder') || null,
    step: params.get('step')?.slice(0, 80) || null,
    updatedFrom: date('updatedFrom'),
    updatedTo: date('updatedTo'),
    includeClosed: params.get('includeClosed') === 'true',
    sort: oneOf(PIPELINE_SORT_FIELDS, params.get('sort')) ?? DEFAULT_PIPELINE_VIEW.sort,
    order: oneOf(SORT_ORDERS, params.get('order')) ?? DEFAULT_PIPELINE_VIEW.order,
  };
}

/** The URL of a view: only what differs from the default, so the plain pipeline keeps its plain address. */
export function searchParamsOf(view: PipelineView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_PIPELINE_VIEW) as (keyof PipelineView)[]) {
    const value = view[key];
    if (value === DEFAULT_PIPELINE_VIEW[key] || value === null || value === '') continue;
    params.set(key, String(value));
  }
  return params;
}

/** The `GET /api/loans` query of a view. */
export function queryOf(view: PipelineView): LoanPipelineQuery {
  const query: LoanPipelineQuery = { page: view.page, pageSize: PIPELINE_PAGE_SIZE, sort: view.sort, order: view.order };
  if (view.search.trim()) query.search = view.search.trim();
  if (view.status) query.status = view.status;
  if (view.channel) query.channel = view.channel;
  if (view.folder) query.folder = view.folder;
  if (view.step) query.step = view.step;
  if (view.updatedFrom) query.updatedFrom = view.updatedFrom;
  if (view.updatedTo) query.updatedTo = view.updatedTo;
  if (view.includeClosed) query.includeClosed = true;
  return query;
}

/** True when the user narrowed the pipeline, so an empty page means "nothing matches", not "no loans". */
export function isFiltered(view: PipelineView): boolean {
  return Boolean(view.search.trim() || view.status || view.channel || view.folder || view.step || view.updatedFrom || view.updatedTo);
}

/** The view after a filter change: back to the first page, since the old page may no longer exist. */
export function withFilter(view: PipelineView, change: Partial<Omit<PipelineView, 'page'>>): PipelineView {
  return { ...view, ...change, page: 1 };
}

/** Clicking a column header: a new column starts descending for dates and amounts, ascending otherwise; the same column flips. */
export function withSort(view: PipelineView, sort: PipelineSortField): PipelineView {
  if (view.sort === sort) return { ...view, order: view.order === 'asc' ? 'desc' : 'asc', page: 1 };
  const startsDescending = sort === 'updatedAt' || sort === 'createdAt' || sort === 'loanAmount';
  return { ...view, sort, order: startsDescending ? 'desc' : 'asc', page: 1 };
}
