import { useState } from 'react'

/**
 * A dialog whose form starts afresh each time it opens: `key` changes on every opening, so the
 * form's state is made anew then, while closing keeps it until the dialog has gone.
 */
export function useDialog() {
  const [open, setOpen] = useState(false)
  const [openings, setOpenings] = useState(0)
  return {
    key: openings,
    open,
    setOpen,
    show: () => {
      setOpenings((count) => count + 1)
      setOpen(true)
    },
  }
}
