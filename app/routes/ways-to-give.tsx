import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/ways-to-give')({
  head: ({ matches }) => pageHead({ title: 'Ways to Give', description: 'Ways to Give at our church.', path: '/ways-to-give' }, matches),
  component: WaysToGivePage,
})

function WaysToGivePage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="font-serif text-4xl font-bold text-wine-900">Ways to Give</h1>
    </div>
  )
}
