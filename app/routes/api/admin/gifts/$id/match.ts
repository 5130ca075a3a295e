import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleSettleGift } from '#server/giving/gifts/http.ts'

export const Route = createFileRoute('/api/admin/gifts/$id/match')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        PUT: { middleware: [requireAdmin], handler: ({ request, params, context }) => handleSettleGift(request, params.id, context.admin) },
      }),
  },
})
