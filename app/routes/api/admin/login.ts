import { createFileRoute } from '@tanstack/react-router'
import { adminSignInSchema } from '~/lib/schemas/admin-sign-in'
import { signInResponse, signIn } from '#server/auth/http.ts'
import { parseJsonRequest } from '#server/validate.ts'

export const Route = createFileRoute('/api/admin/login')({
  server: {
    handlers: {
      POST: async ({ request }) => {
        const credentials = await parseJsonRequest(request, adminSignInSchema, 8 * 1024)
        if (credentials instanceof Response) return credentials
        return signInResponse(await signIn(request, credentials))
      },
    },
  },
})
