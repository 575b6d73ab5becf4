import { type Context, context, type Tracer, trace } from '@opentelemetry/api';
import {
  AliasNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  TableNode,
  type UnknownRow,
} from 'kysely';

/** What a query's span needs, noted when the query is built and used when its result comes back. */
interface PendingQuery {
  parent: Context;
  startTime: number;
  operation: string;
  table: string | undefined;
}

const OPERATIONS: Partial<Record<RootOperationNode['kind'], string>> = {
  SelectQueryNode: 'SELECT',
  InsertQueryNode: 'INSERT',
  UpdateQueryNode: 'UPDATE',
  DeleteQueryNode: 'DELETE',
  MergeQueryNode: 'MERGE',
  RawNode: 'SQL',
};

function tableName(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  if (AliasNode.is(node)) return tableName(node.node);
  if (TableNode.is(node)) return node.table.identifier.name;
  return undefined;
}

/** The table a query is mainly about (its first FROM, INTO or UPDATE table), when the builder names one. */
function mainTable(node: RootOperationNode): string | undefined {
  switch (node.kind) {
    case 'SelectQueryNode':
      return tableName(node.from?.froms[0]);
    case 'DeleteQueryNode':
      return tableName(node.from.froms[0]);
    case 'InsertQueryNode':
      return tableName(node.into);
    case 'UpdateQueryNode':
      return tableName(node.table);
    default:
      return undefined;
  }
}

/**
 * A Kysely plugin that gives every query run inside a traced operation (a request, a socket event,
 * a job's `withSpan`) a child span `db <OPERATION> <table>`, on PGlite and PostgreSQL alike. The
 * span is made when the result comes back, dated from when the query was handed to Kysely, so a
 * query that fails or is only compiled leaves nothing open (and has no span: its request's does
 * show the failure). Queries outside any traced operation (start-up, migrations) are not traced.
 * The SQL text is not recorded: the operation and table say what ran, and values never leave.
 */
export function querySpans(tracer: Tracer): KyselyPlugin {
  const pending = new WeakMap<QueryId, PendingQuery>();
  return {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      const parent = context.active();
      if (trace.getSpan(parent)) {
        pending.set(queryId, {
          parent,
          startTime: performance.timeOrigin + performance.now(),
          operation: OPERATIONS[node.kind] ?? 'DDL',
          table: mainTable(node),
        });
      }
      return node;
    },
    async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      const query = pending.get(queryId);
      if (!query) return result;
      pending.delete(queryId);
      const name = query.table ? `db ${query.operation} ${query.table}` : `db ${query.operation}`;
      const span = tracer.startSpan(
        name,
        {
          startTime: query.startTime,
          attributes: {
            // PGlite is PostgreSQL too: the same SQL, embedded.
            'db.system.name': 'postgresql',
            'db.operation.name': query.operation,
            ...(query.table ? { 'db.collection.name': query.table } : {}),
            'db.response.returned_rows': result.rows.length,
          },
        },
        query.parent,
      );
      span.end();
      return result;
    },
  };
}
