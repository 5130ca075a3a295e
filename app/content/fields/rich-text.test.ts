import { describe, expect, it } from 'vitest'
import { splitParagraphs } from './paragraphs.ts'
import { findLinks, richParagraphs, unsafeLinks } from './rich-text.ts'

const text = (value: string) => ({ kind: 'text', text: value })
const link = (label: string, href: string) => ({ kind: 'link', label, href })

describe('findLinks', () => {
  it('finds links to web addresses, e-mail, phone and pages of the site', () => {
    expect(findLinks('See [our hall](/hall-hire), [email us](mailto:hello@example.org) or [call](tel:+441689000000).')).toEqual([
      text('See '),
      link('our hall', '/hall-hire'),
      text(', '),
      link('email us', 'mailto:hello@example.org'),
      text(' or '),
      link('call', 'tel:+441689000000'),
      text('.'),
    ])
    expect(findLinks('[Foodbank](https://example.org/food?a=1#b)')).toEqual([link('Foodbank', 'https://example.org/food?a=1#b')])
    expect(findLinks('[plain](http://example.org)')).toEqual([link('plain', 'http://example.org')])
  })

  it('keeps a link its label as written, without the spaces around it', () => {
    expect(findLinks('[ our hall ](/hall-hire)')).toEqual([link('our hall', '/hall-hire')])
  })

  it('takes balanced parentheses one deep inside an address, as Wikipedia writes them', () => {
    expect(findLinks('[Bromley](https://en.wikipedia.org/wiki/Bromley_(borough)).')).toEqual([
      link('Bromley', 'https://en.wikipedia.org/wiki/Bromley_(borough)'),
      text('.'),
    ])
    expect(findLinks('([our hall](/hall-hire))')).toEqual([text('('), link('our hall', '/hall-hire'), text(')')])
  })

  it('leaves as text, exactly as written, anything that is not a safe link', () => {
    for (const written of [
      '[x](javascript:alert(1))',
      '[x](JavaScript:alert(1))',
      '[x](data:text/html,<b>)',
      '[x](vbscript:msgbox)',
      '[x](//evil.example)',
      '[x](/\\evil.example)',
      '[x](evil.example)',
      '[](https://example.org)',
      '[  ](https://example.org)',
      '[x] (https://example.org)',
      '[x](https://example.org/a b)',
      '[x](https://example.org/((deep)))',
      '[a [b] c](https://example.org)',
      '[x](https://example.org',
      '[line\nbreak](https://example.org)',
      'brackets [as text] and (as text)',
    ]) {
      expect(findLinks(written), written).toEqual([text(written)])
    }
  })

  it('finds the safe links beside an unsafe one', () => {
    expect(findLinks('[x](javascript:alert(1)) or [hall](/hall-hire)')).toEqual([text('[x](javascript:alert(1)) or '), link('hall', '/hall-hire')])
  })
})

describe('unsafeLinks', () => {
  it('names the addresses a page would not link to', () => {
    expect(unsafeLinks('[x](javascript:alert(1)), [y](/fine), [z](ftp://example.org)')).toEqual(['javascript:alert(1)', 'ftp://example.org'])
    expect(unsafeLinks('[our hall](/hall-hire) and [brackets] (as text)')).toEqual([])
  })
})

describe('richParagraphs', () => {
  const fill = (value: string) => value.replaceAll('{service time}', '10:30am').replaceAll('{church name}', '[x](https://evil.example)')

  it('splits paragraphs as splitParagraphs does when the field takes no links', () => {
    const written = '  First line\nsame paragraph.\n\n\n  Second [a](/b).  \r\n \r\nThird.\n\n  '
    expect(richParagraphs(written).map((paragraph) => paragraph.map((segment) => (segment.kind === 'text' ? segment.text : '')).join(''))).toEqual(
      splitParagraphs(written),
    )
    expect(richParagraphs('Hire [our hall](/hall-hire).')).toEqual([[text('Hire [our hall](/hall-hire).')]])
  })

  it('keeps links inside their paragraph and trims only its edges', () => {
    expect(richParagraphs(' [a](/a) [b](/b) \n\nThen [c](/c)\n\n[d](/d)', { links: true })).toEqual([
      [link('a', '/a'), text(' '), link('b', '/b')],
      [text('Then '), link('c', '/c')],
      [link('d', '/d')],
    ])
  })

  it('writes out facts in text and labels after finding links, so a fact never makes a link', () => {
    expect(richParagraphs('Join us at {service time}: [{service time} service](/sundays). {church name}', { links: true, fill })).toEqual([
      [text('Join us at 10:30am: '), link('10:30am service', '/sundays'), text('. [x](https://evil.example)')],
    ])
  })
})
