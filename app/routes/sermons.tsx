import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/sermons')({
  head: ({ matches }) => pageHead({ title: 'Sermons', description: 'Sermons at our church.', path: '/sermons' }, matches),
  component: SermonsPage,
})

function SermonsPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="font-serif text-4xl font-bold text-wine-900">Sermons</h1>
    </div>
  )
}
