import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/contact')({
  head: ({ matches }) => pageHead({ title: 'Contact', description: 'Contact at our church.', path: '/contact' }, matches),
  component: ContactPage,
})

function ContactPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="font-serif text-4xl font-bold text-wine-900">Contact Us</h1>
    </div>
  )
}
