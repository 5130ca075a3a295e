import type { PolicyType } from '~/lib/policies/policy-types'

type UploadResult = { ok: true; message: string } | { ok: false; message: string }

function readJson(text: string): { message?: unknown; error?: unknown } {
  try {
    return JSON.parse(text) as { message?: unknown; error?: unknown }
  } catch {
    return {}
  }
}

/**
 * Sends a PDF as the raw body of POST /api/policy-files/upload, reporting upload
 * progress from 0 to 1. XMLHttpRequest, because fetch cannot report upload progress.
 * Failure messages: the server's error, else 'HTTP {status}'.
 */
export function uploadPolicyFile(type: PolicyType, file: File, onProgress: (fraction: number) => void): Promise<UploadResult> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest()
    request.open('POST', '/api/policy-files/upload')
    request.withCredentials = true
    request.setRequestHeader('Content-Type', 'application/pdf')
    request.setRequestHeader('X-Policy-Type', type)
    request.setRequestHeader('X-File-Name', encodeURIComponent(file.name))
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    request.onload = () => {
      const body = readJson(request.responseText)
      if (request.status >= 200 && request.status < 300) {
        resolve({ ok: true, message: typeof body.message === 'string' ? body.message : 'The policy file was uploaded.' })
      } else {
        resolve({ ok: false, message: typeof body.error === 'string' && body.error ? body.error : `HTTP ${request.status}` })
      }
    }
    request.onerror = () => resolve({ ok: false, message: 'Failed to upload policy file' })
    request.onabort = request.onerror
    request.send(file)
  })
}
