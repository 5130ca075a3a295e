import { type FormEvent, useEffect, useState } from 'react'
import { logPart } from './part-log.ts'

/** An interactive part: it says when it has hydrated, and logs every press and every message sent. */
export function Counter({ name, renders }: { name: string; renders: number }) {
  const [presses, setPresses] = useState(0)
  useEffect(() => logPart(`${name}: hydrated`), [name])
  const press = () => {
    setPresses((count) => count + 1)
    logPart(`${name}: pressed`)
  }
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    logPart(`${name}: sent ${new FormData(event.currentTarget).get('message')}`)
  }
  return (
    <section id={name}>
      <p>Rendered {renders} times since.</p>
      <button id={`${name}-button`} type="button" onClick={press}>
        Pressed {presses} times
      </button>
      <form id={`${name}-form`} onSubmit={send}>
        <input id={`${name}-message`} name="message" aria-label="Message" />
        <button id={`${name}-send`} type="submit">
          Send
        </button>
      </form>
    </section>
  )
}
