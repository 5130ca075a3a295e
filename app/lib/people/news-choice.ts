/**
 * The news choice on the public forms, in the words of the newest version of consent_wordings
 * (db/migrations/00035): a test fails when they differ. A new wording is a new version, added to
 * the table and copied here; the form sends the version it showed.
 */
export const NEWS_WORDING = {
  version: 1,
  label: "Send me the church's news by e-mail",
  explanation:
    'We will e-mail you once to confirm. After that we send our news now and then, never share your address, and every e-mail has a link to stop them at once.',
} as const

/** The choice's fields on a form: the unticked box, and the version of the words it showed. */
export type NewsChoiceValues = { newsByEmail: boolean; newsWording: string }

export const EMPTY_NEWS_CHOICE: NewsChoiceValues = { newsByEmail: false, newsWording: String(NEWS_WORDING.version) }

/** Said of `newsWording` when the form showed words the site no longer has. */
export const NEWS_WORDING_OUT_OF_DATE = 'The news choice is out of date. Please reload the page and send it again.'
