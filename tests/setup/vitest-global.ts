import type { TestProject } from 'vitest/node'
import { createTestDatabases } from '../helpers/database.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** One database per worker: a test file uses the one of the worker (VITEST_POOL_ID) running it. */
    databaseUrls: string[]
  }
}

export default async function setup(project: TestProject) {
  const databases = await createTestDatabases('unit', project.config.maxWorkers)
  project.provide('databaseUrls', databases.urls)
  return () => databases.drop()
}
