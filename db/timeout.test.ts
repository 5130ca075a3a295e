import { expect, it } from 'vitest'
import { withinDatabaseTimeout } from './timeout.ts'

it('passes on an answer that comes in time', async () => {
  await expect(withinDatabaseTimeout(Promise.resolve('stored'), 1000)).resolves.toBe('stored')
})

it('gives up on a database that keeps the visitor waiting', async () => {
  const never = new Promise(() => {})
  await expect(withinDatabaseTimeout(never, 20)).rejects.toThrow('The database did not answer within 0.02 s')
})
