import type { Person } from '~/content/documents/people'
import { PersonCard } from '~/components/sections/PersonCard'

/** A team of people as cards, two to four a row. */
export function PeopleGrid({ people }: { people: Person[] }) {
  return (
    <ul className="grid grid-cols-1 gap-5 min-[420px]:grid-cols-2 lg:grid-cols-4">
      {people.map((person, index) => (
        <li key={`${person.name} ${person.role}`}>
          <PersonCard person={person} index={index} />
        </li>
      ))}
    </ul>
  )
}
