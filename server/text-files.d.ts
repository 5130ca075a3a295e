/** A text file imported `with { type: 'text' }`: its contents (scripts/lib/text-imports.mjs). */
declare module '*.txt' {
  const text: string
  export default text
}
