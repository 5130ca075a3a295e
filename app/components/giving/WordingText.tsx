import { type GiftAidWording, tellUsLines } from '~/lib/giving/declaration'

/** The taxpayer statement, as HMRC's model declaration words it. */
export function TaxpayerStatement({ wording }: { wording: GiftAidWording }) {
  return <p className="rounded-xl border-l-4 border-gold-300 bg-cream-100 p-4 font-semibold text-ink-900">{wording.declaration}</p>
}

/** What the giver must tell the church later, and the note for higher-rate taxpayers. */
export function TellUs({ wording }: { wording: GiftAidWording }) {
  const { lead, items } = tellUsLines(wording)
  return (
    <div className="space-y-2 text-ink-900">
      <p className="font-semibold">{lead}</p>
      <ul className="list-disc space-y-1 pl-6">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {wording.higherRate ? <p className="text-ink-700">{wording.higherRate}</p> : null}
    </div>
  )
}
