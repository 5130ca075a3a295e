import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/our-people')({
  head: ({ matches }) => pageHead({ title: 'Our People', description: 'Our People at our church.', path: '/our-people' }, matches),
  component: OurPeoplePage,
})

function OurPeoplePage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="font-serif text-4xl font-bold text-wine-900">Our People</h1>
    </div>
  )
}
