import { sql } from '../../db/client.ts'
import { recordAudit } from '../audit/audit-log.ts'
import type { ChristmasSettings } from '../../app/lib/christmas/christmas.ts'

export const HIDDEN_CHRISTMAS_SETTINGS: ChristmasSettings = { is_visible: false, grotto_url: '' }

export async function getChristmasSettings(): Promise<ChristmasSettings> {
  const [row] = await sql()<ChristmasSettings[]>`select is_visible, grotto_url from christmas_settings where id`
  return row ? { is_visible: row.is_visible, grotto_url: row.grotto_url } : HIDDEN_CHRISTMAS_SETTINGS
}

/** Saves both settings at once (the switch sends the current URL text too) and records who changed them. */
export async function updateChristmasSettings(settings: ChristmasSettings, actorEmail: string): Promise<ChristmasSettings> {
  return sql().begin(async (tx) => {
    const [row] = await tx<ChristmasSettings[]>`
      insert into christmas_settings (id, is_visible, grotto_url, updated_at) values (true, ${settings.is_visible}, ${settings.grotto_url}, now())
      on conflict (id) do update set is_visible = excluded.is_visible, grotto_url = excluded.grotto_url, updated_at = now()
      returning is_visible, grotto_url`
    const shown = settings.is_visible ? 'VISIBLE' : 'HIDDEN'
    await recordAudit({ actorEmail, action: 'christmas_settings.update', detail: `Grotto link ${shown}, URL "${settings.grotto_url}"` }, tx)
    return { is_visible: row!.is_visible, grotto_url: row!.grotto_url }
  })
}
