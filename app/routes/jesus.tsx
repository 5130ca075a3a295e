import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/jesus')({
  head: ({ matches }) => pageHead({ title: 'Jesus', description: 'Jesus at our church.', path: '/jesus' }, matches),
  component: JesusPage,
})

function JesusPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="font-serif text-4xl font-bold text-wine-900">Who is Jesus?</h1>
    </div>
  )
}
