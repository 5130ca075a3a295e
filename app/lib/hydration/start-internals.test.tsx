import { readFileSync } from 'node:fs'
import { Hydrate, type HydrateProps } from '@tanstack/react-start'
import { interaction, never } from '@tanstack/react-start/hydration'
import { hydrateIdAttribute, hydrateWhenAttribute } from '@tanstack/start-client-core/hydration/constants'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { STATIC_PART_SELECTOR } from './server-html.tsx'
import { renderedBy } from './start-internals.ts'
import { when } from './when.ts'

const CHANGED = 'The installed Start no longer works as app/lib/hydration/start-internals.ts says.'

/** The server's HTML for `element`; should rendering throw, the error says what to re-check. */
function served(element: ReactElement, advice: string): string {
  try {
    return renderToString(element)
  } catch (error) {
    throw new Error(advice, { cause: error })
  }
}

describe('what app/lib/hydration takes from the installed Start (start-internals.ts)', () => {
  it('<Hydrate> renders what its when’s _h renders, given all its props', () => {
    const advice = `${CHANGED} <Hydrate> must render when._h(props), or no part of the site renders as app/lib/hydration decides: see how Hydrate (in @tanstack/react-start-client) renders now, and change renderedBy to match.`
    const render = vi.fn(({ children }: HydrateProps) => <p>{children}</p>)
    const html = served(
      <Hydrate when={renderedBy(render)} fallback="Loading">
        <b>Served</b>
      </Hydrate>,
      advice,
    )

    expect(html, advice).toBe('<p><b>Served</b></p>')
    expect(render, advice).toHaveBeenCalledOnce()
    expect(render.mock.calls[0]?.[0], advice).toMatchObject({ fallback: 'Loading', children: <b>Served</b> })
  })

  it('a static part is served in the wrapper Start serves a part that never hydrates in', () => {
    const advice = `${CHANGED} Start serves a part that never hydrates in another wrapper now: see whether ServedPart (server-html.tsx) should follow it, and STATIC_PART_SELECTOR and app/styles/app.css with it.`
    const ours = served(<Hydrate when={when.static}>Served</Hydrate>, advice)
    const starts = served(<Hydrate when={never()}>Served</Hydrate>, advice)

    expect(ours, advice).toBe(starts)
  })

  it('a touched part is served in the wrapper Start serves a part that hydrates on interaction in, but for its when', () => {
    const advice = `${CHANGED} Start serves a part that hydrates on interaction in another wrapper now: see whether ServedPart (server-html.tsx) should follow it.`
    const ours = served(<Hydrate when={when.touched}>Served</Hydrate>, advice)
    const starts = served(<Hydrate when={interaction()}>Served</Hydrate>, advice)

    expect(ours.replace(`${hydrateWhenAttribute}="touch"`, `${hydrateWhenAttribute}="interaction"`), advice).toBe(starts)
  })

  it('the wrapper of a static part is found by the attribute Start marks its parts with', () => {
    expect(
      STATIC_PART_SELECTOR,
      `${CHANGED} Start has renamed the attribute that says how a part waits: rename it in STATIC_PART_SELECTOR and ServedPart (server-html.tsx).`,
    ).toBe(`[${hydrateWhenAttribute}="never"]`)
  })
})

describe('app/styles/app.css', () => {
  it('lays the wrapper of every part out as if it were not there', () => {
    const css = readFileSync(new URL('../../styles/app.css', import.meta.url), 'utf8')
    expect(css, `${CHANGED} Start has renamed the attribute that marks its parts: rename it in app/styles/app.css.`).toMatch(
      new RegExp(String.raw`\[${hydrateIdAttribute}\]\s*\{\s*display:\s*contents;`),
    )
  })
})
