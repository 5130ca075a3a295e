import { useRouterState } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { ContentOf } from '~/content/documents/index.ts'
import type { ContentKey } from '~/content/documents/keys.ts'
import type { PageIntroKey, Pages } from '~/content/documents/pages.ts'
import { fillFacts } from '../../content/fields/facts.ts'
import { findContent, isPreview } from './loaded-content.ts'

/** A document the page's routes loaded: the root loads the shell's, each page its own. */
export function useContent<K extends ContentKey>(key: K): ContentOf<K> {
  const document = useRouterState({ select: (state) => findContent(state.matches, key) }) as ContentOf<K> | undefined
  if (document === undefined) throw new Error(`No route of this page loaded the "${key}" content`)
  return document
}

/** The page's own introduction, which its loader asked for with `routeContent(…, intro)`. */
export function usePageIntro<K extends PageIntroKey>(page: K): Pages[K] {
  const intro = useContent('pages')[page]
  if (intro === undefined) throw new Error(`The page's loader did not ask for the "${page}" introduction`)
  return intro
}

/** Writes out the facts a text names in braces, such as {service time}. */
export function useFacts(): (text: string) => string {
  const church = useContent('church')
  const times = useContent('times')
  return useCallback((text: string) => fillFacts(text, { church, times }), [church, times])
}

/** Whether the page shows an administrator's preview of drafts. */
export function useIsPreview(): boolean {
  return useRouterState({ select: (state) => isPreview(state.matches) })
}
