import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { SERVER_ARGS } from './server-command.mjs'

it('starts the server the same way in package.json, the Dockerfile and the scripts and tests', () => {
  const serve = JSON.parse(readFileSync('package.json', 'utf8')).scripts.serve as string
  expect(serve).toBe(`deno ${SERVER_ARGS.join(' ')}`)
  const command = readFileSync('Dockerfile', 'utf8').match(/^CMD (\[.*\])$/m)?.[1]
  expect(command && JSON.parse(command)).toEqual(['deno', ...SERVER_ARGS])
})
