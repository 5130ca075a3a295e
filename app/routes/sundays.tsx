import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/sundays')({
  head: ({ matches }) => pageHead({ title: 'Sundays', description: 'Sundays at our church.', path: '/sundays' }, matches),
  component: SundaysPage,
})

function SundaysPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="font-serif text-4xl font-bold text-wine-900">Sundays</h1>
    </div>
  )
}
