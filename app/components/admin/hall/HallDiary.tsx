import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { addDays, londonToday } from '~/lib/calendar/london-time'
import { dateWords } from '~/lib/calendar/series-words'
import type { DiaryDay, HallAdmin } from '~/lib/hall/admin-types'
import { apiRequest } from '~/lib/site/api-request'
import { secondaryButton } from '~/components/ui/styles'
import { PanelStatus } from '../shell/AdminSection'
import { STATUS_WORDS, timesWords } from './booking-words'
import { DIARY_KEY, diaryUrl } from './hall-api'

const FORTNIGHT = 14
type Entry = DiaryDay['entries'][number]

const kindWords = (entry: Entry) => (entry.kind === 'church' ? 'Church' : `Booking, ${entry.status ? STATUS_WORDS[entry.status].toLowerCase() : 'held'}`)

function DayEntries({ day, rooms }: { day: DiaryDay; rooms: HallAdmin['rooms'] }) {
  const roomName = (id: string) => (rooms.length > 1 ? `${rooms.find((room) => room.id === id)?.name ?? 'A room'}: ` : '')
  if (day.entries.length === 0) return <p className="text-ink-700">Nobody</p>
  return (
    <ul className="space-y-1">
      {day.entries.map((entry) => (
        <li key={`${entry.roomId}-${entry.start}-${entry.bookingId ?? entry.title}`} className="wrap-anywhere text-ink-900">
          <span className="font-semibold">{timesWords(entry.start, entry.end)}</span> {roomName(entry.roomId)}
          {entry.title} <span className="text-ink-700">({kindWords(entry)})</span>
        </li>
      ))}
    </ul>
  )
}

/** Who is in the hall, a fortnight at a time: the church's own use and every booking, with their status. */
export function HallDiary({ rooms }: { rooms: HallAdmin['rooms'] }) {
  const [from, setFrom] = useState(londonToday)
  const days = useQuery({ queryKey: [...DIARY_KEY, from], queryFn: () => apiRequest<DiaryDay[]>('GET', diaryUrl(from, FORTNIGHT)), staleTime: 0 })
  const to = addDays(from, FORTNIGHT - 1)
  return (
    <section aria-labelledby="hall-diary">
      <h3 id="hall-diary" className="font-serif text-xl font-bold text-wine-900">
        Who is in the hall
      </h3>
      <p className="mt-1 text-ink-700" aria-live="polite">
        {dateWords(from, 'weekdayDayMonth')} to {dateWords(to, 'weekdayDayMonth')}
      </p>
      <div className="my-3 flex flex-wrap gap-2">
        <button type="button" className={secondaryButton} onClick={() => setFrom(addDays(from, -FORTNIGHT))}>
          Previous fortnight
        </button>
        <button type="button" className={secondaryButton} onClick={() => setFrom(addDays(from, FORTNIGHT))}>
          Next fortnight
        </button>
      </div>
      {days.isPending ? (
        <PanelStatus>Loading the diary...</PanelStatus>
      ) : days.isError ? (
        <PanelStatus tone="error">Unable to load the diary.</PanelStatus>
      ) : (
        <ul className="divide-y divide-cream-200" aria-label="Days" data-testid="hall-diary">
          {days.data.map((day) => (
            <li key={day.date} className="grid gap-1 py-2 sm:grid-cols-[14rem_1fr]">
              <p className="font-semibold text-ink-900">{dateWords(day.date, 'weekdayDayMonth')}</p>
              <DayEntries day={day} rooms={rooms} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
