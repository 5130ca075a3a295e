import { textLinkClass } from '~/components/sections/links'
import { Section } from '~/components/sections/Section'
import { dateWords } from '~/lib/calendar/series-words'
import { DAY_PARTS } from '~/lib/hall/diary'
import { formAnchor } from '~/lib/forms/form-outcome'
import { type PublicRoom, slotValue } from '~/lib/hall/slot'
import { SLOT_PARAM } from '~/lib/hall/slot-search'
import { type AvailabilityWeek, availabilityWeeks, type PublicDay } from './weeks'

/** Weeks shown open; the later ones fold into a <details> each, so a phone's page stays short. */
const OPEN_WEEKS = 2

/**
 * When each room is free, week by week, in parts of the day: only "Free" or "Booked", never who or
 * why. A free part links to the enquiry form with its dates filled in. Plain HTML: it ships no JavaScript.
 * A narrow column (a phone, or large text) lays each day out as a block; a wide one as a table.
 */
export function HallAvailability({ rooms }: { rooms: readonly PublicRoom[] }) {
  return (
    <Section
      id="hall-availability"
      title="When the hall is free"
      width="narrow"
      intro={
        <>
          <p>Free means the hall is free for the whole of that time. Choose a free time to start an enquiry; we will confirm by e-mail.</p>
          <p className="mt-2">
            <a href={`#${formAnchor('hall_hire')}`} className={textLinkClass}>
              Go straight to the enquiry form
            </a>
          </p>
        </>
      }
    >
      <div className="@container space-y-10">
        {rooms.map((room) => (
          <RoomWeeks key={room.id} room={room} named={rooms.length > 1} />
        ))}
      </div>
    </Section>
  )
}

function RoomWeeks({ room, named }: { room: PublicRoom; named: boolean }) {
  const weeks = availabilityWeeks(room.days)
  return (
    <div className="space-y-6">
      {named ? <h3 className="font-serif text-2xl font-bold text-wine-900">{room.name}</h3> : null}
      {weeks.map((week, index) =>
        index < OPEN_WEEKS ? (
          <WeekTable key={week.caption} week={week} />
        ) : (
          <details key={week.caption} className="group rounded-xl border-2 border-cream-200 bg-white">
            <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-4 px-4 py-2 font-serif text-xl font-bold text-wine-900">
              {week.caption}
              <span aria-hidden="true" className="text-2xl leading-none text-gold-700 transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <div className="px-4 pb-4">
              <WeekTable week={week} captionHidden />
            </div>
          </details>
        ),
      )}
    </div>
  )
}

function WeekTable({ week, captionHidden = false }: { week: AvailabilityWeek; captionHidden?: boolean }) {
  return (
    <table className="block w-full border-collapse text-left @xl:table @xl:table-fixed">
      <caption className={captionHidden ? 'sr-only' : 'block pb-3 text-left font-serif text-xl font-bold text-wine-900 @xl:table-caption'}>
        {week.caption}
      </caption>
      <thead className="sr-only @xl:not-sr-only @xl:table-header-group">
        <tr>
          <th scope="col" className="py-2 pr-3 align-bottom @xl:w-2/5">
            Day
          </th>
          {DAY_PARTS.map((part) => (
            <th key={part.id} scope="col" className="px-1 py-2 align-bottom">
              {part.label}
              <span className="block text-sm font-normal text-ink-700">{part.words}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block @xl:table-row-group">
        {week.days.map((day) => (
          <DayRow key={day.date} day={day} />
        ))}
      </tbody>
    </table>
  )
}

function DayRow({ day }: { day: PublicDay }) {
  const words = dateWords(day.date, 'weekdayDayMonth')
  return (
    <tr className="grid grid-cols-1 gap-2 border-t border-cream-200 py-3 @min-[20rem]:grid-cols-3 @xl:table-row">
      <th scope="row" className="col-span-full font-semibold @xl:table-cell @xl:py-2 @xl:pr-3 @xl:align-middle">
        {words}
      </th>
      {DAY_PARTS.map((part, index) => (
        <td key={part.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 @min-[20rem]:block @xl:table-cell @xl:px-1 @xl:py-2 @xl:align-middle">
          <span
            aria-hidden="true"
            className="flex grow flex-wrap items-baseline gap-x-2 text-sm text-ink-700 @min-[20rem]:flex-col @min-[20rem]:pb-1 @xl:hidden"
          >
            <span className="font-semibold text-ink-900">{part.label}</span>
            {part.words}
          </span>
          {day.free[index] ? (
            <a
              href={`/hall-hire?${SLOT_PARAM}=${slotValue({ date: day.date, part: part.id })}#${formAnchor('hall_hire')}`}
              aria-label={`Free: enquire about ${words}, ${part.id}`}
              className="flex min-h-11 min-w-24 items-center justify-center rounded-lg border-2 border-wine-700 bg-white px-2 font-bold text-wine-800 underline underline-offset-4 hover:bg-wine-50"
            >
              Free
            </a>
          ) : (
            <span className="flex min-h-11 min-w-24 items-center justify-center rounded-lg border-2 border-dashed border-ink-600 bg-cream-200 px-2 text-ink-700">
              Booked
            </span>
          )}
        </td>
      ))}
    </tr>
  )
}
