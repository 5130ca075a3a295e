import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import type { NoticeInput } from '~/lib/notices/notice-schema'
import type { NoticePreview } from '~/lib/notices/notices'
import { apiRequest } from '~/lib/site/api-request'

/** The e-mail a notice makes, asked of the server, for EmailPreview to show. */
export function useNoticePreview(onRefused: (error: unknown) => void) {
  const [preview, setPreview] = useState<NoticePreview | null>(null)
  const request = useMutation({
    mutationFn: (notice: NoticeInput) => apiRequest<NoticePreview>('POST', '/api/admin/notices/preview', notice),
    onSuccess: setPreview,
    onError: onRefused,
  })
  return { preview, request }
}
