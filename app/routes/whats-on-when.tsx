import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/whats-on-when')({
  head: ({ matches }) => pageHead({ title: 'What\'s On When', description: 'What\'s On When at our church.', path: '/whats-on-when' }, matches),
  component: WhatsOnWhenPage,
})

function WhatsOnWhenPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="font-serif text-4xl font-bold text-wine-900">What&apos;s On When</h1>
    </div>
  )
}
