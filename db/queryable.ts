import type postgres from 'postgres'
import type { Sql } from './client.ts'

/** Something to run a query on: the pool, or a transaction to act inside it. */
export type Queryable = Sql | postgres.TransactionSql
