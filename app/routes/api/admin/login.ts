import { createFileRoute } from '@tanstack/react-router'
import { adminLoginSchema } from '~/lib/schemas/admin-login'
import { loginResponse, signIn } from '#server/auth/sign-in.ts'
import { parseJsonRequest } from '#server/validate.ts'

export const Route = createFileRoute('/api/admin/login')({
  server: {
    handlers: {
      POST: async ({ request }) => {
        const credentials = await parseJsonRequest(request, adminLoginSchema, 8 * 1024)
        if (credentials instanceof Response) return credentials
        return loginResponse(await signIn(request, credentials))
      },
    },
  },
})
