import { createFileRoute } from '@tanstack/react-router'
import { isThumbnailSize, VIDEO_ID_PATTERN } from '~/lib/sermons/youtube'
import { errorResponse } from '#server/http.ts'
import { getThumbnail } from '#server/sermons/thumbnails.ts'

export const Route = createFileRoute('/api/sermon-thumbnails/$videoId/$size')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        if (!VIDEO_ID_PATTERN.test(params.videoId) || !isThumbnailSize(params.size)) {
          return errorResponse(400, 'Expected an 11-character video id and a size of default, medium, high, standard or maxres')
        }
        const thumbnail = await getThumbnail(params.videoId, params.size)
        return new Response(thumbnail.image, {
          headers: {
            'Content-Type': thumbnail.contentType,
            'Content-Length': String(thumbnail.image.byteLength),
            'Cache-Control': thumbnail.cacheControl,
          },
        })
      },
    },
  },
})
