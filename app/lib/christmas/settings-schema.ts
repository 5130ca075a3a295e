import * as v from 'valibot'

/** An https or http address, or a path on this site ('/community'); empty while there is no booking link. */
export function isGrottoUrl(value: string): boolean {
  if (value === '') return true
  if (value.startsWith('/')) return !value.startsWith('//') && !/[\s\\]/.test(value)
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && Boolean(url.hostname)
  } catch {
    return false
  }
}

export const GROTTO_URL_MESSAGE = 'The booking link must start with https://, http:// or / (a page of this site)'

function missingFieldMessage(issue: v.ObjectIssue): string {
  if (issue.expected === '"is_visible"') return 'is_visible is required (true or false)'
  if (issue.expected === '"grotto_url"') return 'grotto_url is required'
  return 'Expected a JSON object'
}

/** PATCH /api/christmas-settings: both fields, as the switch saves together with the current URL text. */
export const christmasSettingsSchema = v.object(
  {
    is_visible: v.boolean('is_visible must be true or false'),
    grotto_url: v.pipe(
      v.string(GROTTO_URL_MESSAGE),
      v.trim(),
      v.maxLength(2000, 'The booking link must be at most 2000 characters'),
      v.check(isGrottoUrl, GROTTO_URL_MESSAGE),
    ),
  },
  missingFieldMessage,
)
