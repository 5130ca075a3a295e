import { createFileRoute } from '@tanstack/react-router'
import { handleThumbnailRequest } from '#server/sermons/thumbnail-http.ts'

export const Route = createFileRoute('/api/sermon-thumbnails/$videoId/$size')({
  server: {
    handlers: {
      GET: ({ request, params }) => handleThumbnailRequest(request, params.videoId, params.size),
    },
  },
})
