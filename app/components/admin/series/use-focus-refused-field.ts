import { useEffect, useState } from 'react'

/**
 * After the server refuses a dialog's values, naming fields, moves focus to the first field it
 * named once its message is on the page (the browser's own check does this at submit, through
 * FormDialog, before the server has answered).
 */
export function useFocusRefusedField() {
  const [refusals, setRefusals] = useState(0)
  useEffect(() => {
    if (refusals > 0) document.querySelector<HTMLElement>('[role="dialog"] [aria-invalid="true"]')?.focus()
  }, [refusals])
  return () => setRefusals((count) => count + 1)
}
