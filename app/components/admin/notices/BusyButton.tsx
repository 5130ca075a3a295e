import type { ReactNode } from 'react'
import { secondaryButton } from '~/components/ui/styles'

/** A button for an action that takes a moment: it says so meanwhile, and stays focusable but does nothing twice. */
export function BusyButton({ busy, busyLabel, onClick, children }: { busy: boolean; busyLabel: string; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={secondaryButton} aria-disabled={busy || undefined} onClick={() => busy || onClick()}>
      {busy ? busyLabel : children}
    </button>
  )
}
