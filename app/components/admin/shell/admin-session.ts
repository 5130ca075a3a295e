import { useQuery } from '@tanstack/react-query'
import { AUTH_KEY } from './dashboard-query-client'

type AuthState = { authenticated: boolean; admin?: { email: string } }

/** The session as the browser last checked it: the address while signed in, and whether it has ended. */
export function useAdminSession(): { email: string | undefined; signedOut: boolean } {
  const auth = useQuery<AuthState>({ queryKey: AUTH_KEY, staleTime: 0, retry: false })
  const email = auth.data?.authenticated ? auth.data.admin?.email : undefined
  return { email, signedOut: auth.isError || (auth.isSuccess && !email) }
}
