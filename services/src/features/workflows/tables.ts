import type { ColumnType } from 'kysely';
import type { Workflow, WorkflowVariant } from 'shared-rules';

/** The workflow tables (migration 0009-workflows), merged into the core's `Database`. */
declare module '../../platform/db/schema' {
  interface Database {
    workflows: WorkflowTable;
    workflowAudit: WorkflowAuditTable;
  }
}

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface WorkflowTable {
  variant: WorkflowVariant;
  definition: Json<Workflow>;
  version: number;
  updatedAt: Timestamp;
  updatedBy: string | null;
}

/** One save of a workflow: who, when, the definition before and after. */
export interface WorkflowAuditTable {
  id: string;
  variant: WorkflowVariant;
  version: number;
  changedAt: Timestamp;
  changedBy: string | null;
  changedByName: string;
  oldDefinition: ColumnType<Workflow | null, string | null, string | null>;
  newDefinition: Json<Workflow>;
}
