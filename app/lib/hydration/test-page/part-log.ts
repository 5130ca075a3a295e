declare global {
  interface Window {
    /** What the test page's parts did, in order, for the tests to read. */
    partLog?: string[]
  }
}

export function logPart(entry: string): void {
  window.partLog ??= []
  window.partLog.push(entry)
}
