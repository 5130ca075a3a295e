import { useEffect, useRef, useState } from 'react'

/**
 * After a submit that the browser-side check refused, moves focus to the form's first invalid
 * control, so a screen reader reads its label and its error (tied through aria-describedby).
 * Call `submitted()` on every submit; it acts once the errors of that submit are on the page.
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>() {
  const form = useRef<T>(null)
  const [submits, setSubmits] = useState(0)
  useEffect(() => {
    if (submits > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [submits])
  return { form, submitted: () => setSubmits((count) => count + 1) }
}
