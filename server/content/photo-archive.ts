import type { ExportedPhoto } from '../../app/lib/content/admin-api.ts'
import { BadRequest } from '../http.ts'

/**
 * What export and import ask of the photo store. No document holds a photo on this site yet, so
 * an export carries none and an import that brings photos is refused before anything is written.
 */
export type { ExportedPhoto }

export function photoIdsIn(_content: unknown): string[] {
  return []
}

export async function exportPhotos(ids: string[]): Promise<ExportedPhoto[]> {
  if (ids.length > 0) throw new Error('This site cannot export photos yet')
  return []
}

export async function importPhotos(photos: ExportedPhoto[]): Promise<void> {
  if (photos.length > 0) throw new BadRequest('This site cannot import photos yet', 400, { photos: 'Photos: this site cannot import photos yet' })
}
