import type { Person } from '~/content/documents/people'
import { ContentPhoto } from '~/components/content/ContentPhoto'
import { initials } from './initials'

const monogramColours = ['bg-wine-700', 'bg-gold-700', 'bg-wine-900', 'bg-ink-700'] as const

/** A person with their photo, or else their initials, in a fixed-size slot, their name and role. */
export function PersonCard({ person, index = 0, size = 'md' }: { person: Person; index?: number; size?: 'md' | 'lg' }) {
  // At most the card's width, so large text on a phone never pushes the card past the screen.
  const box = size === 'lg' ? 'aspect-square w-40 max-w-full text-5xl' : 'aspect-square w-24 max-w-full text-3xl'
  return (
    <div className="flex h-full flex-col items-center rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-cream-200">
      {person.photo ? (
        <ContentPhoto photo={person.photo} sizes={size === 'lg' ? '160px' : '96px'} className={`${box} rounded-full object-cover ring-4 ring-gold-300/60`} />
      ) : (
        <Monogram name={person.name} box={box} index={index} />
      )}
      <h3 className="mt-4 font-serif text-xl font-bold text-wine-900">{person.name}</h3>
      <p className="mt-1 text-ink-700">{person.role}</p>
    </div>
  )
}

function Monogram({ name, box, index }: { name: string; box: string; index: number }) {
  return (
    <span
      aria-hidden="true"
      className={`${box} ${monogramColours[index % monogramColours.length]} flex items-center justify-center overflow-hidden whitespace-nowrap rounded-full font-serif font-bold text-white ring-4 ring-gold-300/60`}
    >
      {initials(name)}
    </span>
  )
}
