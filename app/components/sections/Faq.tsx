import { Paragraphs } from './Paragraphs'

type FaqItem = { question: string; answer: string }

/** Questions that open with a native <details>, so they work without JavaScript. Answers are paragraphs that may hold facts and links. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="divide-y divide-cream-200 rounded-2xl bg-white shadow-sm ring-1 ring-cream-200">
      {items.map((item) => (
        <details key={item.question} className="group px-5 py-1 sm:px-6">
          <summary className="flex min-h-12 cursor-pointer items-center justify-between gap-4 py-3 font-serif text-lg font-bold text-wine-900">
            <h3>{item.question}</h3>
            <span aria-hidden="true" className="text-2xl leading-none text-gold-700 transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <Paragraphs text={item.answer} links className="pb-5 text-lg leading-relaxed text-ink-700" />
        </details>
      ))}
    </div>
  )
}
