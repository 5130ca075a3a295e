import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { toDiaryEvent } from '~/lib/events/diary-event'
import { UpcomingEventsList } from './UpcomingEventsList'

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')

describe('UpcomingEventsList states', () => {
  it('loading says so in a status region', () => {
    const html = renderToString(<UpcomingEventsList state={{ status: 'loading' }} />)
    expect(html).toContain('role="status"')
    expect(text(html)).toContain('Loading upcoming events...')
  })

  it('error shows the title and the explanation', () => {
    const html = text(renderToString(<UpcomingEventsList state={{ status: 'error' }} />))
    expect(html).toContain('Unable to Load Events')
    expect(html).toContain('There was an error loading the upcoming events. Please check back later.')
  })

  it('empty shows the title and the invitation', () => {
    const html = text(renderToString(<UpcomingEventsList state={{ status: 'ready', events: [], page: 1, pages: 1 }} />))
    expect(html).toContain('No Upcoming Events')
    expect(html).toContain('There are no upcoming events scheduled at this time. Check back soon or contact us to add an event!')
  })

  it('populated lists each event with title, long date and description, in the given order', () => {
    const html = renderToString(
      <UpcomingEventsList
        state={{
          status: 'ready',
          events: [
            { id: 'a', title: 'Carol Service', description: 'Carols & <mince pies>', event_date: '2025-12-14' },
            { id: 'b', title: 'Grotto', description: 'Meet Father Christmas', event_date: '2025-12-20' },
          ].map((event) => toDiaryEvent(event)),
          page: 1,
          pages: 1,
        }}
      />,
    )
    expect(html).toContain('<time dateTime="2025-12-14">Sunday, December 14, 2025</time>')
    expect(html).toContain('Carols &amp; &lt;mince pies&gt;')
    expect(html.indexOf('Carol Service')).toBeLessThan(html.indexOf('Grotto'))
    expect(text(html)).toContain('Saturday, December 20, 2025')
    expect(text(html)).not.toContain('No Upcoming Events')
  })

  it('lists a series once with its pattern, place, next date and time, and what is different about its coming dates', () => {
    const event = { id: 's', title: 'Warm Space', description: 'Hot drinks and company.', event_date: '2026-12-01' }
    const series = { pattern: 'Every Tuesday, 5–8pm', place: 'At the church hall', notes: ['Not on 22 December: Christmas'] }
    const html = text(
      renderToString(<UpcomingEventsList state={{ status: 'ready', events: [toDiaryEvent(event, { details: series, time: '5–8pm' })], page: 1, pages: 1 }} />),
    )
    expect(html).toContain('Warm Space Every Tuesday, 5–8pm At the church hall Not on 22 December: Christmas Next: Tuesday, December 1, 2026 , 5–8pm')
  })
})
