import { createFileRoute, redirect } from '@tanstack/react-router'

/** /warmspace is an old address of the Community page. */
export const Route = createFileRoute('/warmspace')({
  beforeLoad: () => {
    throw redirect({ to: '/community', statusCode: 301 })
  },
})
