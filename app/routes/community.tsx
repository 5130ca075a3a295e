import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/community')({
  head: ({ matches }) => pageHead({ title: 'Community', description: 'Community at our church.', path: '/community' }, matches),
  component: CommunityPage,
})

function CommunityPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="font-serif text-4xl font-bold text-wine-900">Community Life</h1>
    </div>
  )
}
