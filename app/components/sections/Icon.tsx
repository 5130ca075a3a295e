const paths = {
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  pin: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  phone: 'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z',
  arrow: 'M5 12h14M13 6l6 6-6 6',
  check: 'M4 12.5l5 5L20 6.5',
  calendar: 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4',
  alert: 'M12 3l10 18H2zM12 10v4M12 17.5v.5',
  heart: 'M12 20.5s-8.5-4.7-8.5-10.6A4.6 4.6 0 0 1 12 7.3a4.6 4.6 0 0 1 8.5 2.6c0 5.9-8.5 10.6-8.5 10.6z',
  play: 'M8 5l11 7-11 7z',
  book: 'M4 5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2zM4 21a2 2 0 0 1 2-2h14',
  form: 'M9 3h6v3H9zM8 4.5H5V21h14V4.5h-3M8.5 11h7M8.5 15h7',
  people: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.3a3.5 3.5 0 0 1 0 6.4M18 14a6.5 6.5 0 0 1 3.5 6',
  camera: 'M4 7h3l2-3h6l2 3h3v13H4zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  video: 'M3 6h13v12H3zM16 10l5-3v10l-5-3',
  podcast: 'M12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM12 14v7M7.8 16.2a6 6 0 1 1 8.4 0M5 19a10 10 0 1 1 14 0',
  music: 'M9 18V5l11-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM20 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0z',
  group:
    'M12 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 13a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM18 13a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM7 20a5 5 0 0 1 10 0M1.5 20a4.5 4.5 0 0 1 5-4.4M22.5 20a4.5 4.5 0 0 0-5-4.4',
  gift: 'M4 11h16v10H4zM2.5 7.5h19V11h-19zM12 7.5V21M12 7.5C10.5 4.5 7 3.5 7 6s3.5 1.5 5 1.5M12 7.5c1.5-3 5-4 5-1.5s-3.5 1.5-5 1.5',
  download: 'M12 3v12M7 10l5 5 5-5M4 20h16',
  bank: 'M3 9.5h18M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20.5h18M12 3l9 5H3z',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6z',
} as const

export type IconName = keyof typeof paths

/** A small decorative line icon; the text beside it carries the meaning. */
export function Icon({ name, className = 'h-5 w-5' }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={`shrink-0 ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  )
}
