import { useEffect, useRef, useState } from 'react'
import { embedUrl, thumbnailPath, watchUrl } from '~/lib/sermons/youtube'

type YouTubeFacadeProps = {
  videoId: string
  title: string
  /** Without it the video is 320 px high and as wide as its container. */
  aspect?: '16/9' | '9/16'
  /** Defaults to the video's thumbnail, served from our own origin. */
  thumbnailUrl?: string
  className?: string
}

const BOX_SIZES = {
  fixed: 'h-[320px] w-full',
  '16/9': 'aspect-video w-full',
  '9/16': 'mx-auto aspect-[9/16] w-full max-w-[320px]',
} as const

/**
 * A click-to-play video: a thumbnail and a play button, and only after the click the
 * youtube-nocookie player, so nothing is requested from YouTube before the visitor asks.
 * The play button is in the server's HTML, ready before its code arrives; without JavaScript it
 * is hidden, and the play control is a plain link to the video on YouTube.
 */
export function YouTubeFacade({ videoId, title, aspect, thumbnailUrl, className = '' }: YouTubeFacadeProps) {
  const [playing, setPlaying] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)

  useEffect(() => {
    if (playing) frame.current?.focus()
  }, [playing])

  const box = `relative overflow-hidden rounded-xl bg-ink-900 ${BOX_SIZES[aspect ?? 'fixed']} ${className}`

  if (playing) {
    return (
      <div className={box}>
        <iframe
          ref={frame}
          src={embedUrl(videoId)}
          title={title}
          referrerPolicy="strict-origin-when-cross-origin"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          className="absolute inset-0 h-full w-full border-0"
        />
      </div>
    )
  }

  const label = `Play video: ${title}`
  const controlClass = 'group absolute inset-0 flex cursor-pointer items-center justify-center focus-ring-inside'

  return (
    <div className={box}>
      <img
        src={thumbnailUrl ?? thumbnailPath(videoId)}
        alt=""
        loading="lazy"
        decoding="async"
        width={480}
        height={360}
        className="absolute inset-0 h-full w-full object-cover"
      />
      <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-ink-900/60 via-transparent to-transparent" />
      <button type="button" data-needs-js="" aria-label={label} onClick={() => setPlaying(true)} className={controlClass}>
        <PlayIcon />
      </button>
      <noscript>
        <a href={watchUrl(videoId)} target="_blank" rel="noopener noreferrer" aria-label={`${label} (opens YouTube in a new tab)`} className={controlClass}>
          <PlayIcon />
        </a>
      </noscript>
    </div>
  )
}

function PlayIcon() {
  return (
    <span
      aria-hidden="true"
      className="flex h-16 w-16 items-center justify-center rounded-full bg-wine-700/90 text-white shadow-lg transition-transform group-hover:scale-110 group-hover:bg-wine-800 motion-reduce:transition-none"
    >
      <svg viewBox="0 0 24 24" width="30" height="30" fill="currentColor" focusable="false" aria-hidden="true">
        <path d="M8 5.14v13.72a1 1 0 0 0 1.52.85l10.9-6.86a1 1 0 0 0 0-1.7L9.52 4.29A1 1 0 0 0 8 5.14Z" />
      </svg>
    </span>
  )
}
