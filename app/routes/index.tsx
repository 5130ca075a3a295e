import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/')({
  head: ({ matches }) => pageHead({ title: 'Home', description: 'Home at our church.', path: '/' }, matches),
  component: HomePage,
})

function HomePage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="font-serif text-4xl font-bold text-wine-900">Welcome</h1>
    </div>
  )
}
