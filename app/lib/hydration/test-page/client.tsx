import type { AnyRouter } from '@tanstack/react-router'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { followStaticLinks } from '../follow-static-links.ts'
import { logPart } from './part-log.ts'
import { PartsPage } from './parts-page.tsx'

/** Stands in for the router: it only logs where it was asked to go. */
const router = { navigate: async ({ href }: { href: string }) => logPart(`navigate: ${href}`) } as unknown as AnyRouter

followStaticLinks(router)
// As app/client.tsx hydrates the site.
startTransition(() => {
  hydrateRoot(
    document.getElementById('page')!,
    <StrictMode>
      <PartsPage />
    </StrictMode>,
  )
})
