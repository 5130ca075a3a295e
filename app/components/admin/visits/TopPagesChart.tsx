import type { VisitsReport } from '~/lib/visits/visits'

const WIDTH = 320
const ROW_HEIGHT = 38
const COUNT_ROOM = 48
const FONT_SIZE = 15

/** Each page's visits as a bar under its name, with the count at the bar's end, most visited first. */
export function TopPagesChart({ pages, label }: { pages: VisitsReport['pages']; label: string }) {
  const most = Math.max(1, ...pages.map((page) => page.visits))
  const height = Math.max(pages.length, 1) * ROW_HEIGHT

  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${height}`} width="100%" className="block h-auto w-full max-w-sm" fontSize={FONT_SIZE}>
      {pages.map((page, index) => {
        const top = index * ROW_HEIGHT
        const barWidth = Math.max(1, (page.visits / most) * (WIDTH - COUNT_ROOM))
        return (
          <g key={page.page_name}>
            <text x={0} y={top + 15} className="fill-ink-900">
              {page.page_name}
            </text>
            <rect x={0} y={top + 21} width={barWidth} height={12} rx={2} className="fill-wine-700" />
            <text x={barWidth + 6} y={top + 32} className="fill-ink-700">
              {page.visits}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
