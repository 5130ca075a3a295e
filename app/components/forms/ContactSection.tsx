import { Section } from '~/components/sections/Section'
import { ContactDetailsCard } from './ContactDetailsCard'
import { ContactForm } from './ContactForm'

/**
 * The home page's closing section: the contact form and how else to reach us. Without
 * JavaScript the form posts to /contact, which shows the outcome.
 */
export function ContactSection() {
  return (
    <Section
      id="get-in-touch"
      tone="tint"
      title="Get in Touch"
      intro="Have a question, a prayer request or just want to say hello? We would love to hear from you."
    >
      <div className="grid items-start gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-cream-200 sm:p-8">
          <ContactForm idPrefix="home-contact" />
        </div>
        <ContactDetailsCard headingId="home-contact-details-title" headingLevel={3} />
      </div>
    </Section>
  )
}
