import { useState } from 'react'
import { FormResult } from '~/components/forms/FormResult'
import { NewsButton, NewsPage } from '~/components/people/NewsPage'
import { scopeSentence } from '~/lib/giving/declaration'
import { writtenDay } from '~/lib/giving/dates'
import type { DeclarationFormRefusal, DeclarationPageDone } from '~/lib/giving/outcome'
import type { GiverDeclaration } from '~/lib/giving/register'
import { DETAILS_FIELDS, DetailsFields, detailsFrom, fieldId } from './DetailsFields'
import { TaxpayerStatement, TellUs } from './WordingText'

const DONE: Record<DeclarationPageDone, string> = {
  declared: 'Thank you: your declaration is made. The written record of it is on its way to you by e-mail.',
  cancelled: 'Your declaration is cancelled from today. Gifts you made before today stay covered by it.',
  changed: 'Thank you: your new name and address are recorded from today.',
}

const ID = 'change'
const FIELD_IDS = Object.fromEntries(DETAILS_FIELDS.map((field) => [field, fieldId(ID, field)]))

type Props = { declaration: GiverDeclaration | null; token: string; done?: DeclarationPageDone; refusal: DeclarationFormRefusal | null }

/** The giver's own page, from their e-mail's private link: the declaration as made, and forms to cancel it or change their details. */
export function GiverDeclarationView({ declaration, token, done, refusal }: Props) {
  if (!declaration) {
    return (
      <NewsPage title="This link does not work">
        <p>This link is not one we know. Check that you opened the whole link from the e-mail with your Gift Aid declaration, or contact the church.</p>
      </NewsPage>
    )
  }
  const { details, wording } = declaration
  return (
    <NewsPage title="Your Gift Aid declaration">
      {done ? (
        <p role="status" data-testid="declaration-done" className="rounded-xl border-2 border-emerald-700 bg-emerald-50 p-4 font-semibold text-emerald-950">
          {DONE[done]}
        </p>
      ) : null}
      {refusal && Object.keys(refusal.details).length === 0 ? <FormResult kind="error" title="Nothing was changed" text={refusal.error} fieldIds={{}} /> : null}
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold">Giving reference</dt>
        <dd data-testid="giving-reference" className="font-mono text-lg">
          {declaration.givingReference}
        </dd>
        <dt className="font-semibold">Made on</dt>
        <dd>{writtenDay(declaration.madeOn)}</dd>
        <dt className="font-semibold">To</dt>
        <dd>{declaration.churchName}</dd>
        <dt className="font-semibold">Name</dt>
        <dd>{[details.title, details.firstName, details.lastName].filter(Boolean).join(' ')}</dd>
        <dt className="font-semibold">Home address</dt>
        <dd className="whitespace-pre-wrap">{[details.house, details.postcode ?? details.overseasAddress].join('\n')}</dd>
        <dt className="font-semibold">Status</dt>
        <dd data-testid="declaration-status">{declaration.cancelledOn ? `Cancelled from ${writtenDay(declaration.cancelledOn)}` : 'In force'}</dd>
      </dl>
      <p className="font-semibold">You declared:</p>
      <p>{scopeSentence(wording, declaration.scope)}</p>
      <TaxpayerStatement wording={wording} />
      <TellUs wording={wording} />
      {declaration.cancelledOn ? null : (
        <>
          <h2 className="pt-4 font-serif text-2xl font-bold text-wine-900">Change your name or address</h2>
          <ChangeForm token={token} refusal={refusal} current={details} />
          <h2 className="pt-4 font-serif text-2xl font-bold text-wine-900">Cancel your declaration</h2>
          <p>Cancelling takes effect from today: gifts you made before today stay covered by your declaration.</p>
          <NewsButton label="Cancel my declaration">
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="action" value="cancel" />
          </NewsButton>
        </>
      )}
    </NewsPage>
  )
}

function ChangeForm({ token, refusal, current }: { token: string; refusal: DeclarationFormRefusal | null; current: GiverDeclaration['details'] }) {
  const [values, setValues] = useState(() =>
    refusal && Object.keys(refusal.details).length > 0
      ? detailsFrom(refusal.values)
      : {
          title: current.title ?? '',
          firstName: current.firstName,
          lastName: current.lastName,
          house: current.house,
          outsideUk: current.postcode === null,
          postcode: current.postcode ?? '',
          overseasAddress: current.overseasAddress ?? '',
        },
  )
  const errors = refusal?.details ?? {}
  return (
    <form method="post" aria-label="Change your name or address" className="space-y-5">
      {Object.keys(errors).length > 0 ? (
        <FormResult kind="error" title="Nothing was changed" text={refusal!.error} details={errors} fieldIds={FIELD_IDS} />
      ) : null}
      <p>Your new details are recorded from today; the ones before stay for the gifts you made before.</p>
      <DetailsFields idPrefix={ID} values={values} errors={errors} onChange={setValues} />
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="action" value="change" />
      <button
        type="submit"
        className="min-h-12 w-full rounded-lg border-2 border-transparent bg-wine-700 px-4 py-3 font-semibold text-white hover:bg-wine-800 sm:w-auto sm:px-8"
      >
        Save my new details
      </button>
    </form>
  )
}
