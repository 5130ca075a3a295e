import { useEffect } from 'react'
import { useHandFocusToPanelOnRemoval } from '~/components/ui/focus-return'

/**
 * Recovery codes, shown once: the admin is told to keep them somewhere safe. They take the focus
 * when they appear, and hand it to their section's heading when "I have saved these codes" closes them.
 */
export function RecoveryCodesShown({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const box = useHandFocusToPanelOnRemoval<HTMLDivElement>()
  useEffect(() => box.current?.focus(), [box])
  return (
    <div ref={box} tabIndex={-1} className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4" role="status">
      <p className="font-semibold text-ink-900">Your recovery codes</p>
      <p className="text-ink-800">
        Each code signs you in once if you lose your phone. Keep them somewhere safe, such as a password manager or a printed copy. They are not shown again.
      </p>
      <ol className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,20ch),1fr))] gap-2 font-mono text-ink-900" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <button type="button" onClick={onDone} className="rounded-lg border border-ink-600 bg-white px-4 py-2 font-semibold text-ink-900 hover:bg-cream-100">
        I have saved these codes
      </button>
    </div>
  )
}
