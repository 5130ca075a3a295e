import type { ReactNode } from 'react'
import { Icon } from './Icon'

/** A list of short statements, each with a tick. */
export function CheckList({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="space-y-3">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders
        <li key={index} className="flex gap-3 text-lg leading-relaxed text-ink-700">
          <Icon name="check" className="mt-1 h-6 w-6 text-wine-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
