import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/im-new')({
  head: ({ matches }) => pageHead({ title: 'I\'m New', description: 'I\'m New at our church.', path: '/im-new' }, matches),
  component: ImNewPage,
})

function ImNewPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="font-serif text-4xl font-bold text-wine-900">I&apos;m New</h1>
    </div>
  )
}
