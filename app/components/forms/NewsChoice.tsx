import { NEWS_WORDING } from '~/lib/people/news-choice'
import { CheckboxField } from './fields'

type NewsChoiceProps = { id: string; name: string; checked: boolean; onChange: (checked: boolean) => void; error?: string; wordingError?: string }

/** The unticked choice to hear the church's news, in the words of the version it sends with it (decision 059). */
export function NewsChoice({ wordingError, error, ...checkbox }: NewsChoiceProps) {
  return (
    <>
      <CheckboxField {...checkbox} label={NEWS_WORDING.label} hint={NEWS_WORDING.explanation} error={error ?? wordingError} />
      <input type="hidden" name="newsWording" value={NEWS_WORDING.version} />
    </>
  )
}
