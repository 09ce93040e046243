import type { Database } from './client';

/** The `tx` that `db.transaction` hands its callback (a PgTransaction over our schema). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a statement runs on: the database itself, or a transaction the caller holds open. */
export type Executor = Database | Transaction;
