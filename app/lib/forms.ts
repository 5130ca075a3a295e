/** The three public forms. */
export const FORM_TYPES = ['contact', 'hall_hire', 'stay_in_touch'] as const
export type FormType = (typeof FORM_TYPES)[number]

/** The page each form lives on; a form posted without JavaScript comes back here. */
export const FORM_PAGES: Record<FormType, string> = {
  contact: '/contact',
  hall_hire: '/hall-hire',
  stay_in_touch: '/stayintouch',
}

/** Where each form sends its JSON. */
export const FORM_API_PATHS: Record<FormType, string> = {
  contact: '/api/contact',
  hall_hire: '/api/hall-hire',
  stay_in_touch: '/api/stay-in-touch',
}

/** The id of each form's section: a post without JavaScript comes back scrolled to it. */
export const FORM_ANCHORS: Record<FormType, string> = {
  contact: 'contact-form',
  hall_hire: 'hall-hire-form',
  stay_in_touch: 'stay-in-touch-form',
}
