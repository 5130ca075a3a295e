/**
 * A small ring; the words beside it say what is loading. It turns only while something is on its way
 * (`turning`), and never for a visitor who asks for reduced motion (app/styles/app.css).
 */
export function Spinner({ className = 'h-8 w-8', turning = true }: { className?: string; turning?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={`text-wine-700 ${turning ? 'animate-spin' : ''} ${className}`}>
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}
