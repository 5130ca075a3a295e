import type { ReactNode } from 'react'

/** One term and its value in a card's description list, read as "Term: value". */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="wrap-anywhere">
      <dt className="inline font-semibold">{term}: </dt>
      <dd className="inline">{children}</dd>
    </div>
  )
}
