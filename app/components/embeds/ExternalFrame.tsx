import { useEffect, useRef, useState } from 'react'

type ExternalFrameProps = {
  src: string
  title: string
  height: number
  loadLabel: string
  linkHref: string
  linkLabel: string
}

/**
 * A third-party frame that loads only when the visitor asks (UK PECR): until then a placeholder
 * of the frame's own height, so nothing shifts, offers a 'Load …' button (shown only with JavaScript,
 * which it needs) and a plain link to the service.
 */
export function ExternalFrame({ src, title, height, loadLabel, linkHref, linkLabel }: ExternalFrameProps) {
  const [loaded, setLoaded] = useState(false)
  const frameRef = useRef<HTMLIFrameElement>(null)

  useEffect(() => {
    if (loaded) frameRef.current?.focus()
  }, [loaded])

  if (loaded) {
    return (
      <iframe
        ref={frameRef}
        src={src}
        title={title}
        height={height}
        width="100%"
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
        className="block w-full rounded-xl border-0 bg-cream-100"
        style={{ height }}
      />
    )
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a placeholder with a button, not a set of form fields
    <div
      role="group"
      aria-label={title}
      className="flex flex-col items-center justify-center gap-4 overflow-hidden rounded-xl border border-cream-200 bg-gradient-to-br from-cream-100 to-wine-50 px-4 text-center"
      style={{ height }}
    >
      <p className="font-serif text-lg font-semibold text-wine-800">{title}</p>
      <p className="max-w-sm text-sm text-ink-700">This content comes from another website, which may set cookies. It loads only if you choose.</p>
      <div className="flex min-h-11 flex-wrap items-center justify-center gap-3">
        <button
          type="button"
          data-needs-js=""
          onClick={() => setLoaded(true)}
          className="min-h-11 rounded-full border-2 border-transparent bg-wine-700 px-5 py-2 font-semibold text-white hover:bg-wine-800"
        >
          {loadLabel}
        </button>
        <a
          href={linkHref}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center rounded-full px-3 py-2 font-semibold text-wine-800 underline underline-offset-4 hover:text-wine-900"
        >
          {linkLabel}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </div>
  )
}
