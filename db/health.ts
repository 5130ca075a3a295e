import { sql } from './client.ts'

/** Whether the database answers a trivial query within `ms`. */
export async function databaseAnswers(ms = 2000): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms)
  })
  const answered = sql()`select 1`.then(
    () => true,
    () => false,
  )
  const result = await Promise.race([answered, late])
  clearTimeout(timer)
  return result
}
