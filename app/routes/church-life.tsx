import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/church-life')({
  head: ({ matches }) => pageHead({ title: 'Church Life', description: 'Church Life at our church.', path: '/church-life' }, matches),
  component: ChurchLifePage,
})

function ChurchLifePage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="font-serif text-4xl font-bold text-wine-900">Church Life</h1>
    </div>
  )
}
