/** One kind of personal data the site keeps and for how long, as the privacy page shows it. */
export type PersonalDataKept = { holds: string; retention: string }
