import { useEffect, useRef } from 'react'
import type { NoticePreview } from '~/lib/notices/notices'

/**
 * The e-mail exactly as it will be received, in a frame that runs nothing and goes nowhere
 * (sandbox with no permissions), so what the notice says cannot act on the dashboard. Its heading
 * takes focus each time a preview is shown.
 */
export function EmailPreview({ preview, id }: { preview: NoticePreview; id: string }) {
  const heading = useRef<HTMLHeadingElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new preview of the same notice takes focus again
  useEffect(() => heading.current?.focus(), [preview])
  return (
    <div className="mt-4 rounded-lg border border-cream-200 bg-cream-100 p-3">
      <h4 ref={heading} id={id} tabIndex={-1} className="font-semibold text-ink-900">
        Preview: {preview.subject}
      </h4>
      <iframe
        title={`Preview of the e-mail “${preview.subject}”`}
        sandbox=""
        srcDoc={preview.html}
        className="mt-2 h-[32rem] w-full rounded border border-cream-200 bg-white"
      />
    </div>
  )
}
