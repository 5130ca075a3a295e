import type { ReactNode } from 'react'
import type { Programme } from '~/content/documents/community'
import { ContentPhoto } from '~/components/content/ContentPhoto'
import { ArtCard } from '~/components/sections/ArtCard'
import { Icon } from '~/components/sections/Icon'
import { ActionLink } from '~/components/sections/links'
import { Paragraphs } from '~/components/sections/Paragraphs'
import { programmeArtwork } from '~/lib/content/artwork'
import { isExternalLink } from '~/content/fields/links'
import { useFacts } from '~/lib/content/use-content'

export function ProgrammeMeta({ when, location }: { when: string; location: ReactNode }) {
  return (
    <dl className="space-y-1 text-base">
      <div className="flex gap-2">
        <dt>
          <Icon name="calendar" className="mt-0.5 h-5 w-5" />
          <span className="sr-only">When</span>
        </dt>
        <dd>{when}</dd>
      </div>
      <div className="flex gap-2">
        <dt>
          <Icon name="pin" className="mt-0.5 h-5 w-5" />
          <span className="sr-only">Where</span>
        </dt>
        <dd data-testid="programme-location">{location}</dd>
      </div>
    </dl>
  )
}

/** What is different about the programme's coming dates, from the calendar: "Not on 22 December: Christmas". */
function ComingChanges({ notes }: { notes: readonly string[] }) {
  return (
    <ul aria-label="Changes to the coming dates" className="mt-2 list-disc space-y-1 pl-5 text-base">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  )
}

export function ProgrammeCard({ programme, notes = [] }: { programme: Programme; notes?: readonly string[] }) {
  const fill = useFacts()
  return (
    <ArtCard
      image={programmeArtwork(programme.artwork)}
      photo={
        programme.photo ? (
          <ContentPhoto
            photo={programme.photo}
            sizes="(min-width: 1024px) 360px, (min-width: 768px) 50vw, 100vw"
            className="aspect-[16/9] w-full object-cover"
          />
        ) : undefined
      }
      title={programme.title}
      meta={
        <>
          <ProgrammeMeta when={fill(programme.when)} location={programme.location} />
          {notes.length > 0 ? <ComingChanges notes={notes} /> : null}
        </>
      }
      actions={
        <ActionLink href={programme.action.link} external={isExternalLink(programme.action.link)}>
          {programme.action.label}
        </ActionLink>
      }
    >
      <Paragraphs text={programme.description} links />
    </ArtCard>
  )
}
