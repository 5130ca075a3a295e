import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/stayintouch')({
  head: ({ matches }) => pageHead({ title: 'Stay in Touch', description: 'Stay in Touch at our church.', path: '/stayintouch' }, matches),
  component: StayintouchPage,
})

function StayintouchPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="font-serif text-4xl font-bold text-wine-900">Stay in Touch</h1>
    </div>
  )
}
