import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { publicCalendar } from '~/lib/content/calendar'
import { churchMaps } from '~/lib/content/maps'
import { canFrame, contentSecurityPolicy } from '~/lib/site/security-headers'
import { firstContent } from '../../../tests/helpers/first-content.ts'
import { ExternalFrame } from './ExternalFrame'

const props = {
  src: 'https://www.google.com/maps/embed?q=church',
  title: 'Map to the church',
  height: 320,
  loadLabel: 'Load map',
  linkHref: 'https://maps.google.com/?q=church',
  linkLabel: 'Open in Google Maps',
}

describe('ExternalFrame before the visitor asks', () => {
  const html = renderToString(<ExternalFrame {...props} />)

  it('renders a placeholder of the frame height and no iframe', () => {
    expect(html).toContain('height:320px')
    expect(html).not.toContain('<iframe')
    expect(html).not.toContain(props.src)
  })

  it('marks the load button as needing JavaScript, which hides it when scripting is off', () => {
    expect(html).toMatch(/<button type="button" data-needs-js=""[^>]*>Load map<\/button>/)
  })

  it('offers a plain link to the service in a new tab', () => {
    expect(html).toContain(`href="${props.linkHref}" target="_blank" rel="noopener noreferrer"`)
    expect(html).toContain('Open in Google Maps')
  })
})

/** The daily reading of a fresh install (the Online document's first version). */
const FIRST_DEVOTIONS_ADDRESS = 'https://www.ucb.co.uk/word-for-today'

describe('the embedded services', () => {
  it('are each allowed by the content security policy, or their frame would stay blank', () => {
    const frameSrc = contentSecurityPolicy('nonce')
      .split('; ')
      .find((directive) => directive.startsWith('frame-src '))!
    const allowed = frameSrc.split(' ').slice(1)
    const { church } = firstContent()
    for (const url of [churchMaps(church).mapEmbedUrl, publicCalendar(church).embedUrl, FIRST_DEVOTIONS_ADDRESS]) {
      expect(allowed).toContain(new URL(url).origin)
    }
  })
})

describe('canFrame', () => {
  it('allows only the hosts the content security policy lets a frame load', () => {
    expect(canFrame(FIRST_DEVOTIONS_ADDRESS)).toBe(true)
    expect(canFrame('https://devotions.example.org/today')).toBe(false)
    expect(canFrame('not an address')).toBe(false)
  })
})
