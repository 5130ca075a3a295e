// What the pages a news e-mail's links open may show, and their search. The server decides the state.

/** The confirmation page: the button, the thanks after it, or why the link cannot be used. */
export type ConfirmPageState = 'ready' | 'confirmed' | 'unknown' | 'expired'
/** The unsubscribe page: the button, the answer after it, or a link the site did not make. */
export type UnsubscribePageState = 'ready' | 'done' | 'forged'

export type ConfirmPageSearch = { token?: string; done?: true; error?: 'unknown' | 'expired' }
export type UnsubscribePageSearch = { id?: string; sig?: string; done?: true; error?: 'forged' }

const text = (value: unknown, max: number) => (typeof value === 'string' && value.length <= max ? value : undefined)

export function confirmPageSearch(search: Record<string, unknown>): ConfirmPageSearch {
  const error = (['unknown', 'expired'] as const).find((code) => code === search.error)
  const token = text(search.token, 100)
  return { ...(token ? { token } : {}), ...(search.done === true ? { done: true } : {}), ...(error ? { error } : {}) }
}

export function unsubscribePageSearch(search: Record<string, unknown>): UnsubscribePageSearch {
  const [id, sig] = [text(search.id, 40), text(search.sig, 100)]
  return {
    ...(id ? { id } : {}),
    ...(sig ? { sig } : {}),
    ...(search.done === true ? { done: true } : {}),
    ...(search.error === 'forged' ? { error: 'forged' } : {}),
  }
}

/** The answer's status for each state: a link that cannot be used is the visitor's to correct, an expired one gone. */
export const NEWS_PAGE_STATUS: Record<ConfirmPageState | UnsubscribePageState, number> = {
  ready: 200,
  confirmed: 200,
  done: 200,
  unknown: 400,
  forged: 400,
  expired: 410,
}
