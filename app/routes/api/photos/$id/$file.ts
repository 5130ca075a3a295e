import { createFileRoute } from '@tanstack/react-router'
import { handlePhotoFile } from '#server/photos/http.ts'

export const Route = createFileRoute('/api/photos/$id/$file')({
  server: {
    handlers: {
      GET: ({ request, params }) => handlePhotoFile(request, params.id, params.file),
    },
  },
})
