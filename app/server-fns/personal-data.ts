import { createServerFn } from '@tanstack/react-start'
import type { PersonalDataKept } from '~/lib/people/personal-data-kept'
import { PERSONAL_DATA_TABLES } from '#server/rights/personal-data-register.ts'

/** What the site keeps about people and for how long, read from the register that the retention jobs and the data-rights desk read too. */
export const getPersonalDataKept = createServerFn({ method: 'GET' }).handler(
  async (): Promise<PersonalDataKept[]> => PERSONAL_DATA_TABLES.map((table) => ({ holds: table.holds, retention: table.retention() })),
)
