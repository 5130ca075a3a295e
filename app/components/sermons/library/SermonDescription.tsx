import { descriptionParagraphs } from '~/lib/sermons/description'
import { NewTabNote, textLinkClass } from '~/components/sections/links'

/** A description as plain text in paragraphs; web addresses in it are links to a new tab that tell the other site nothing. */
export function SermonDescription({ text }: { text: string }) {
  return (
    <div className="space-y-4 text-lg leading-relaxed text-ink-700">
      {descriptionParagraphs(text).map((parts, paragraph) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one fixed text
        <p key={paragraph} className="whitespace-pre-line break-words">
          {parts.map((part, index) =>
            'href' in part ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed paragraph
              <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc" className={`${textLinkClass} break-all`}>
                {part.href}
                <NewTabNote />
              </a>
            ) : (
              part.text
            ),
          )}
        </p>
      ))}
    </div>
  )
}
