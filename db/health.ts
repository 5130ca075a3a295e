import { sql } from './client.ts'
import { withinDatabaseTimeout } from './timeout.ts'

/** Whether the database answers a trivial query within `ms`. */
export function databaseAnswers(ms = 2000): Promise<boolean> {
  return withinDatabaseTimeout(sql()`select 1`, ms).then(
    () => true,
    () => false,
  )
}
