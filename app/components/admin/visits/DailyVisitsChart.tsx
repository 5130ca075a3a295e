import type { VisitsReport } from '~/lib/visits/visits'
import { longDay, shortDay } from './day-words'

const WIDTH = 600
const HEIGHT = 200
const GAP_RATIO = 0.2

/** Visits per day as upright bars, oldest day on the left; the scale and the first and last day are written beside it. */
export function DailyVisitsChart({ daily, label }: { daily: VisitsReport['daily']; label: string }) {
  const most = Math.max(0, ...daily.map((entry) => entry.visits))
  const slot = WIDTH / Math.max(daily.length, 1)
  const barWidth = slot * (1 - GAP_RATIO)
  const first = daily[0]
  const last = daily.at(-1)

  return (
    <figure className="w-full">
      <p className="text-sm text-ink-700">Most in a day: {most}</p>
      <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" preserveAspectRatio="none" className="mt-1 block h-48 w-full sm:h-56">
        <line x1={0} y1={1} x2={WIDTH} y2={1} className="stroke-cream-200" strokeWidth={1} strokeDasharray="4 4" />
        {daily.map((entry, index) => {
          const height = most === 0 ? 0 : (entry.visits / most) * (HEIGHT - 2)
          return (
            <rect key={entry.day} x={index * slot + (slot - barWidth) / 2} y={HEIGHT - height} width={barWidth} height={height} className="fill-wine-700">
              <title>{`${longDay(entry.day)}: ${entry.visits}`}</title>
            </rect>
          )
        })}
        <line x1={0} y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="stroke-ink-600" strokeWidth={1} />
      </svg>
      {first && last ? (
        <figcaption className="mt-1 flex justify-between text-sm text-ink-700">
          <span>{shortDay(first.day)}</span>
          <span>{shortDay(last.day)}</span>
        </figcaption>
      ) : null}
    </figure>
  )
}
