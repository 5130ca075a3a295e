import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/online')({
  head: ({ matches }) => pageHead({ title: 'Online', description: 'Online at our church.', path: '/online' }, matches),
  component: OnlinePage,
})

function OnlinePage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="font-serif text-4xl font-bold text-wine-900">Online Life</h1>
    </div>
  )
}
