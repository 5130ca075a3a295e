import { useContent } from '~/lib/content/use-content'

/** A recording that comes with the site. */
const familyStory = { src: '/audio/family-testimony.mp3', type: 'audio/mpeg', title: 'A family’s story (sample recording)' }

/** Section 7: what a visitor said, and a family's story to listen to. */
export function TestimonialSection() {
  const { testimonial } = useContent('home')
  return (
    <section id="testimonial" aria-labelledby="testimonial-title" className="reveal bg-wine-900 py-14 text-cream-100 sm:py-20">
      <div className="mx-auto max-w-4xl px-4 text-center">
        <p className="text-sm font-bold uppercase tracking-widest text-gold-300">Testimonial</p>
        <h2 id="testimonial-title" className="mt-1 font-serif text-3xl font-bold text-white sm:text-4xl">
          In their own words
        </h2>
        <figure className="mt-8">
          <span aria-hidden="true" className="block font-serif text-7xl leading-none text-gold-400">
            “
          </span>
          <blockquote className="font-serif text-2xl leading-relaxed text-white italic sm:text-3xl">
            <p>{testimonial.quote}</p>
          </blockquote>
          <figcaption className="mt-6 text-lg">
            <span className="font-semibold text-gold-300">{testimonial.reviewer}</span>
            <span className="text-cream-100">, {testimonial.source}</span>
          </figcaption>
        </figure>
        <div className="mx-auto mt-12 max-w-xl rounded-2xl bg-wine-800 p-6 ring-1 ring-white/10">
          <h3 id="family-testimony" className="font-serif text-xl font-bold text-white">
            {familyStory.title}
          </h3>
          {/* biome-ignore lint/a11y/useMediaCaption: a speech clip with no caption file yet; its title names it */}
          <audio controls preload="none" aria-labelledby="family-testimony" className="mt-4 w-full">
            <source src={familyStory.src} type={familyStory.type} />
            Your browser does not support the audio element.
          </audio>
        </div>
      </div>
    </section>
  )
}
