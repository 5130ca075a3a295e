export type UploadedPhoto = { id: string; width: number; height: number }

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp']

function errorIn(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { error?: unknown }
    return typeof body.error === 'string' && body.error ? body.error : undefined
  } catch {
    return undefined
  }
}

/** Sends a photo's bytes as the body of POST /api/admin/photos; the stored photo, or the server's reason for refusing it. */
export async function uploadPhoto(file: File): Promise<{ ok: true; photo: UploadedPhoto } | { ok: false; message: string }> {
  try {
    const response = await fetch('/api/admin/photos', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
      body: file,
    })
    const text = await response.text()
    if (!response.ok) return { ok: false, message: errorIn(text) ?? `The photo could not be uploaded (HTTP ${response.status}).` }
    return { ok: true, photo: JSON.parse(text) as UploadedPhoto }
  } catch {
    return { ok: false, message: 'The photo could not be uploaded: check the connection and try again.' }
  }
}
