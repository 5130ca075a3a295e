import { useEffect, useRef } from 'react'

/** A form's ref: when `refusal` changes, the first field marked invalid takes the focus, so its message is read out with it. */
export function useFocusOnRefusal(refusal: unknown) {
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (refusal) form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus()
  }, [refusal])
  return form
}
