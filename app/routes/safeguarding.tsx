import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/safeguarding')({
  head: ({ matches }) => pageHead({ title: 'Safeguarding', description: 'Safeguarding at our church.', path: '/safeguarding' }, matches),
  component: SafeguardingPage,
})

function SafeguardingPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="font-serif text-4xl font-bold text-wine-900">Safeguarding</h1>
    </div>
  )
}
