import { ApiError } from '~/lib/site/api-request'

/**
 * POSTs `payload` as JSON and saves the answer as the file its Content-Disposition names (else
 * `fallbackName`); returns the name. A refusal is thrown as an ApiError, with the server's words.
 */
export async function downloadPosted(url: string, payload: unknown, fallbackName: string): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  })
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText)
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName
  const file = URL.createObjectURL(await response.blob())
  const link = Object.assign(document.createElement('a'), { href: file, download: name })
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(file), 60_000)
  return name
}
