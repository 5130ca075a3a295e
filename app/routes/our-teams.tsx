import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/our-teams')({
  head: ({ matches }) => pageHead({ title: 'Our Teams', description: 'Our Teams at our church.', path: '/our-teams' }, matches),
  component: OurTeamsPage,
})

function OurTeamsPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="font-serif text-4xl font-bold text-wine-900">Our Teams</h1>
    </div>
  )
}
