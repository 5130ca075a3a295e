import { useEffect, useRef, useState } from 'react'

/**
 * True once the element has come within a screen of the viewport, so a panel far down the dashboard
 * reads nothing until the administrator scrolls (or tabs) towards it.
 */
export function useFirstSeen<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const [seen, setSeen] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (seen || !element) return
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && setSeen(true), { rootMargin: '100% 0px' })
    observer.observe(element)
    return () => observer.disconnect()
  }, [seen])
  return { ref, seen }
}
