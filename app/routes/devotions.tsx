import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/devotions')({
  head: ({ matches }) => pageHead({ title: 'Devotions', description: 'Devotions at our church.', path: '/devotions' }, matches),
  component: DevotionsPage,
})

function DevotionsPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="font-serif text-4xl font-bold text-wine-900">Daily Devotions</h1>
    </div>
  )
}
