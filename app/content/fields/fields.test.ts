import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { date, fieldMeta, group, paragraphs, text, time } from './fields.ts'

function firstError(schema: v.GenericSchema, value: unknown): string | undefined {
  const result = v.safeParse(schema, value)
  return result.success ? undefined : result.issues[0].message
}

describe('text fields', () => {
  const name = text('Church name', { max: 20 })

  it('accept plain text, trimmed', () => {
    expect(v.parse(name, '  Cray Church ')).toBe('Cray Church')
  })

  it('refuse a script tag, naming the field', () => {
    expect(firstError(name, '<script>x</script>')).toBe('Church name: write plain text, without HTML tags')
  })

  it('refuse a brace that names no fact, listing the facts there are', () => {
    expect(firstError(paragraphs('Introduction'), 'Join us at {service tme}.')).toMatch(/^Introduction: braces name a fact, one of .*\{service time\}/)
  })

  it('accept a brace that names a fact', () => {
    expect(firstError(paragraphs('Introduction'), 'Join us at {service time}.')).toBeUndefined()
  })

  it('refuse an oversized text, saying the limit', () => {
    expect(firstError(name, 'x'.repeat(21))).toBe('Church name: use at most 20 characters')
  })

  it('refuse an empty text unless it is optional', () => {
    expect(firstError(name, '')).toBe('Church name: this cannot be empty')
    expect(firstError(text('Area', { optional: true }), '')).toBeUndefined()
  })

  it('name the field of a group in the message', () => {
    const address = group('Address', { town: text('Town') })
    expect(firstError(address, { town: '<b>Orpington</b>' })).toBe('Town: write plain text, without HTML tags')
  })

  it('carry what the editor needs', () => {
    expect(fieldMeta(name)).toMatchObject({ kind: 'text', label: 'Church name', max: 20, optional: false })
  })
})

describe('date and time fields', () => {
  it('refuse a date that is not in the calendar', () => {
    expect(firstError(date('Next grotto'), '2026-02-30')).toBe('Next grotto: enter a real date, such as 2026-12-12')
    expect(firstError(date('Next grotto'), '13/12/2026')).toBe('Next grotto: enter a real date, such as 2026-12-12')
    expect(firstError(date('Next grotto'), '2026-12-12')).toBeUndefined()
  })

  it('refuse a time that is not a 24-hour HH:MM', () => {
    expect(firstError(time('Service starts'), '25:00')).toBe('Service starts: enter a time such as 10:30')
    expect(firstError(time('Service starts'), '10.30am')).toBe('Service starts: enter a time such as 10:30')
    expect(firstError(time('Service starts'), '10:30')).toBeUndefined()
  })
})

describe('paragraphs fields with links', () => {
  const answer = paragraphs('Answer', { links: true })

  it('accept links a page may show', () => {
    expect(
      firstError(
        answer,
        'Hire [our hall](/hall-hire), [email us](mailto:hello@example.org) or see [Bromley](https://en.wikipedia.org/wiki/Bromley_(borough)).',
      ),
    ).toBeUndefined()
    expect(fieldMeta(answer)).toMatchObject({ kind: 'paragraphs', links: true })
  })

  it('refuse a link to any other address, naming the field and the address', () => {
    expect(firstError(answer, 'Click [here](javascript:alert(1)).')).toBe(
      'Answer: a link must start with https://, mailto:, tel: or / (a page of this site), not javascript:alert(1)',
    )
    expect(firstError(answer, '[x](//evil.example)')).toMatch(/^Answer: a link must start with https:\/\/, mailto:, tel: or \//)
    expect(firstError(answer, '[x](data:text/html,hi)')).toMatch(/not data:text\/html,hi$/)
  })

  it('take brackets as text in a field without links', () => {
    expect(firstError(paragraphs('Answer'), 'Click [here](javascript:alert(1)).')).toBeUndefined()
    expect(fieldMeta(paragraphs('Answer'))).toMatchObject({ links: false })
  })
})
