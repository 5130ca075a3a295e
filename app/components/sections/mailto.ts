/** A mailto: link with an optional pre-filled subject, encoded so any punctuation survives. */
export function mailtoHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`
}
