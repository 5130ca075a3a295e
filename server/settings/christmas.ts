import { sql } from '../../db/client.ts'

export type ChristmasSettings = { is_visible: boolean; grotto_url: string }

export const HIDDEN_CHRISTMAS_SETTINGS: ChristmasSettings = { is_visible: false, grotto_url: '' }

export async function getChristmasSettings(): Promise<ChristmasSettings> {
  const [row] = await sql()<ChristmasSettings[]>`select is_visible, grotto_url from christmas_settings where id`
  return row ? { is_visible: row.is_visible, grotto_url: row.grotto_url } : HIDDEN_CHRISTMAS_SETTINGS
}
