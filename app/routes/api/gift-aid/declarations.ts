import { createFileRoute } from '@tanstack/react-router'
import { handleDeclareApi } from '#server/giving/declarations/http.ts'

/** A Gift Aid declaration made online as JSON: the same checks and limits as the page's form. */
export const Route = createFileRoute('/api/gift-aid/declarations')({
  server: { handlers: { POST: ({ request }) => handleDeclareApi(request) } },
})
