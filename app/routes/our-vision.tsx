import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/our-vision')({
  head: ({ matches }) => pageHead({ title: 'Our Vision', description: 'Our Vision at our church.', path: '/our-vision' }, matches),
  component: OurVisionPage,
})

function OurVisionPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="font-serif text-4xl font-bold text-wine-900">Our Vision</h1>
    </div>
  )
}
