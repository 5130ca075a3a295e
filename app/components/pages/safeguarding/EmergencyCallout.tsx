import { Icon } from '~/components/sections/Icon'

const emergencyNumber = '999'

/** The 999 message: static and visually strong, with its own heading (not a live alert). */
export function EmergencyCallout() {
  return (
    <section aria-labelledby="emergency-title" className="mx-auto -mt-8 max-w-6xl px-4" data-testid="emergency-callout">
      <div className="relative flex flex-col gap-4 rounded-2xl border-4 border-[#b42318] bg-white p-6 shadow-xl sm:flex-row sm:items-center sm:p-8">
        <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-[#b42318] text-white">
          <Icon name="alert" className="h-8 w-8" />
        </span>
        <div>
          <h2 id="emergency-title" className="font-serif text-2xl font-bold text-[#8f1c13] sm:text-3xl">
            If someone is in immediate danger, call {emergencyNumber}
          </h2>
          <p className="mt-2 text-lg text-ink-900">
            If a child or adult is at immediate risk of harm, call the police on{' '}
            <a href={`tel:${emergencyNumber}`} className="font-bold text-[#8f1c13] underline underline-offset-4">
              {emergencyNumber}
            </a>{' '}
            straight away. Then tell our safeguarding team.
          </p>
        </div>
      </div>
    </section>
  )
}
