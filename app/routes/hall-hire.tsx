import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/hall-hire')({
  head: ({ matches }) => pageHead({ title: 'Hall Hire', description: 'Hall Hire at our church.', path: '/hall-hire' }, matches),
  component: HallHirePage,
})

function HallHirePage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="font-serif text-4xl font-bold text-wine-900">Hall Hire</h1>
    </div>
  )
}
