import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/policies')({
  head: ({ matches }) => pageHead({ title: 'Policies', description: 'Policies at our church.', path: '/policies' }, matches),
  component: PoliciesPage,
})

function PoliciesPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="font-serif text-4xl font-bold text-wine-900">Policies</h1>
    </div>
  )
}
