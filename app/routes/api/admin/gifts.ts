import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleListGifts, handleRecordGift } from '#server/giving/gifts/http.ts'

/** Gifts: listed with filters, and recorded by hand. */
export const Route = createFileRoute('/api/admin/gifts')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { middleware: [requireAdmin], handler: ({ request, context }) => handleListGifts(request, context.admin) },
        POST: { middleware: [requireAdmin], handler: ({ request, context }) => handleRecordGift(request, context.admin) },
      }),
  },
})
