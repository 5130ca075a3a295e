import { createFileRoute } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { ContactDetailsCard } from '~/components/forms/ContactDetailsCard'
import { ContactForm } from '~/components/forms/ContactForm'
import { formPageLoading } from './-form-page-loading'
import { Icon } from '~/components/sections/Icon'
import { PageHero } from '~/components/sections/PageHero'
import { sundayTimetable } from '~/lib/content/sunday-times'
import { useContent, useFacts, usePageIntro } from '~/lib/content/use-content'
import { type FormOutcome, formAnchor } from '~/lib/forms/form-outcome'
import { when } from '~/lib/hydration/when'
import { churchNameIn, pageHead } from '~/lib/seo/seo'
import { formPagePostHandler } from '#server/forms/http.ts'

export const Route = createFileRoute('/contact')({
  ...formPageLoading('contact', 'contact', ['sundays']),
  server: { handlers: { POST: formPagePostHandler('contact') } },
  head: ({ matches }) =>
    pageHead(
      {
        title: 'Contact',
        description: `Send ${churchNameIn(matches)} a message, or find our address, phone number, email and Sunday service times in St Paul's Cray, Kent.`,
        path: '/contact',
      },
      matches,
    ),
  component: ContactPage,
})

function ContactPage() {
  const { outcome, submissionId } = Route.useLoaderData()
  return (
    <>
      <Hydrate when={when.static}>
        <ContactIntro />
      </Hydrate>
      <Hydrate when={when.touched}>
        <ContactFormSection outcome={outcome} submissionId={submissionId} />
      </Hydrate>
    </>
  )
}

function ContactIntro() {
  const fill = useFacts()
  const contact = usePageIntro('contact')
  return <PageHero eyebrow={contact.eyebrow} title="Contact Us" intro={fill(contact.intro)} />
}

function ContactFormSection({ outcome, submissionId }: { outcome: FormOutcome | null; submissionId: string }) {
  return (
    <section id={formAnchor('contact')} aria-labelledby="contact-form-title" className="reveal bg-cream-50 py-14 sm:py-20">
      <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 lg:grid-cols-[3fr_2fr]">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-cream-200 sm:p-8">
          <h2 id="contact-form-title" className="font-serif text-3xl font-bold text-wine-900">
            Send us a message
          </h2>
          <p className="mt-2 mb-6 text-lg text-ink-700">We read every message and reply as soon as we can.</p>
          <ContactForm outcome={outcome} submissionId={submissionId} />
        </div>
        <div className="space-y-6">
          <ContactDetailsCard />
          <ServiceTimesCard />
        </div>
      </div>
    </section>
  )
}

function ServiceTimesCard() {
  const times = useContent('times')
  const prayer = times.prayerMeeting
  return (
    <section aria-labelledby="service-times-title" className="rounded-2xl bg-wine-900 p-6 text-cream-100 shadow-sm">
      <h2 id="service-times-title" className="flex items-center gap-2 font-serif text-2xl font-bold text-white">
        <Icon name="clock" className="h-6 w-6 text-gold-300" />
        Service times
      </h2>
      <p className="mt-3 font-semibold text-gold-300">Every Sunday</p>
      <dl className="mt-2 space-y-2">
        {sundayTimetable(times, useContent('sundays')).map((slot) => (
          <div key={slot.label} className="flex justify-between gap-4 border-b border-white/15 pb-2">
            <dt>{slot.label}</dt>
            <dd className="font-bold text-white">{slot.time}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-5 font-semibold text-gold-300">Midweek</p>
      <dl className="mt-2">
        <div className="flex justify-between gap-4">
          <dt>
            {prayer.day} prayer, {prayer.where}
          </dt>
          <dd className="font-bold text-white">{prayer.time}</dd>
        </div>
      </dl>
    </section>
  )
}
