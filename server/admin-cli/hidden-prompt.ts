import process from 'node:process'

const ENTER = new Set(['\r', '\n'])
const BACKSPACE = new Set(['\u007f', '\b'])
const CTRL_C = '\u0003'
const CTRL_D = '\u0004'

/** One line of text from a pipe, for scripted use (echo "$PASSWORD" | npm run admin:create …). */
async function readPipedLine(): Promise<string> {
  let text = ''
  for await (const chunk of process.stdin) {
    text += chunk.toString()
    if (text.includes('\n')) break
  }
  return text.split(/\r?\n/)[0] ?? ''
}

/** Asks for a line at the terminal without showing what is typed. */
export async function readHiddenLine(question: string): Promise<string> {
  process.stdout.write(question)
  if (!process.stdin.isTTY) return readPipedLine()
  const stdin = process.stdin
  stdin.setRawMode(true)
  stdin.resume()
  return new Promise((resolve) => {
    let typed = ''
    const finish = (answer: string) => {
      stdin.off('data', onData)
      stdin.setRawMode(false)
      stdin.pause()
      process.stdout.write('\n')
      resolve(answer)
    }
    const onData = (chunk: Buffer) => {
      for (const character of chunk.toString('utf8')) {
        if (character === CTRL_C) {
          process.stdout.write('\n')
          process.exit(130)
        }
        if (ENTER.has(character) || character === CTRL_D) return finish(typed)
        if (BACKSPACE.has(character)) typed = typed.slice(0, -1)
        else typed += character
      }
    }
    stdin.on('data', onData)
  })
}
