import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/our-charity')({
  head: ({ matches }) => pageHead({ title: 'Our Charity', description: 'Our Charity at our church.', path: '/our-charity' }, matches),
  component: OurCharityPage,
})

function OurCharityPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="font-serif text-4xl font-bold text-wine-900">Our Charity</h1>
    </div>
  )
}
