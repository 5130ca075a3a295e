// What the benches share: a free port on loopback, and waiting for a server to answer.
import { createServer } from 'node:net'

export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

export async function waitFor(url) {
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} never answered`)
}
