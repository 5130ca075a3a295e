import { sql } from '../../db/client.ts'
import type { FloodReport } from '../../app/lib/forms/held-apart.ts'
import { env } from '../env.ts'
import { floodHours } from './hourly-tally.ts'
import { floodIsOn } from './submit.ts'

/** What the dashboard shows of the forms' flood defences (decision 056). */
export async function floodReport(): Promise<FloodReport<Date>> {
  const [held] = await sql()<{ count: number }[]>`select count(*)::int as count from form_submissions where is_spam`
  return { floodOn: floodIsOn(), heldApart: held!.count, heldApartLimit: env().FORM_HELD_APART_LIMIT, floodHours: await floodHours() }
}
