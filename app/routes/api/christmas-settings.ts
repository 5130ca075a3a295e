import { createFileRoute } from '@tanstack/react-router'
import { json } from '../../../server/http.ts'
import { getChristmasSettings } from '../../../server/settings/christmas.ts'

export const Route = createFileRoute('/api/christmas-settings')({
  server: {
    handlers: {
      GET: async () => json(await getChristmasSettings()),
    },
  },
})
