export function LogoMark({ className = 'h-10 w-10' }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill="#82223a" />
      <path d="M24 9v30M15 19h18" stroke="#f3cf7a" strokeWidth="4" strokeLinecap="round" />
      <path d="M11 36c4-3 8.5-4.5 13-4.5S33 33 37 36" stroke="#fbf6ec" strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </svg>
  )
}
