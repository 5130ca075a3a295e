import type { RawRequest } from './raw-http.ts'

// Payloads a stranger might send: each one a request to one route, described for the tally.
export type Payload = RawRequest & { name: string; admin?: boolean }
export type JsonRoute = { method: string; path: string; sample: Record<string, unknown>; admin?: boolean }
export type FormRoute = { path: string; sample: Record<string, string> }

const encode = (text: string) => new TextEncoder().encode(text)
const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((part) => [...part]))
const nested = (depth: number, inner = '1') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`

const BAD_VALUES: [string, unknown][] = [
  ['NUL', 'before\u0000after'],
  ['only NUL', '\u0000'],
  ['lone high surrogate', 'x\uD800y'],
  ['lone low surrogate', '\uDC00'],
  ['reversed surrogates', '\uDE00\uD83D'],
  ['1 MB string', 'a'.repeat(1024 * 1024)],
  ['60 KB string', 'b'.repeat(60 * 1024)],
  ['number', 42],
  ['huge number', 1e308],
  ['boolean', true],
  ['null', null],
  ['empty array', []],
  ['array of strings', ['a', 'b']],
  ['object', { value: 'x' }],
  ['NUL in nested object', { deep: ['\u0000'] }],
  ['prototype key in value', JSON.parse('{"__proto__":{"polluted":true}}')],
]

const RAW_VALUES: [string, string][] = [
  ['nesting 40 deep', nested(40)],
  ['nesting 20,000 deep', nested(20_000)],
  ['objects nested 40 deep', nestedObject(40)],
  ['NaN literal', 'NaN'],
  ['exponent overflow', '1e999'],
]

const BODY_CASES: [string, (sample: string) => string | Uint8Array, string?][] = [
  ['empty body', () => ''],
  ['null', () => 'null'],
  ['array', () => '[]'],
  ['string', () => '"text"'],
  ['number', () => '42'],
  ['open brace', () => '{'],
  ['truncated', (sample) => sample.slice(0, Math.floor(sample.length / 2))],
  ['trailing garbage', (sample) => `${sample}}}`],
  ['two objects', (sample) => `${sample}${sample}`],
  ['single quotes', (sample) => sample.replaceAll('"', "'")],
  ['comment', (sample) => `/* hi */${sample}`],
  ['byte order mark', (sample) => `\uFEFF${sample}`],
  ['invalid UTF-8 in a string', (sample) => concat(encode(sample.slice(0, -1)), encode(',"x":"'), new Uint8Array([0xc3, 0x28, 0xff]), encode('"}'))],
  ['UTF-8 encoded surrogate', (sample) => concat(encode(sample.slice(0, -1)), encode(',"x":"'), new Uint8Array([0xed, 0xa0, 0x80]), encode('"}'))],
  ['overlong UTF-8 NUL', (sample) => concat(encode(sample.slice(0, -1)), encode(',"x":"'), new Uint8Array([0xc0, 0x80]), encode('"}'))],
  ['UTF-16', (sample) => new Uint8Array(new Uint16Array([...sample].map((char) => char.charCodeAt(0))).buffer)],
  ['prototype keys', (sample) => `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}},${sample.slice(1)}`],
  ['NUL in a key', (sample) => `{"bad\\u0000key":"x",${sample.slice(1)}`],
  ['surrogate in a key', (sample) => `{"bad\\ud800":"x",${sample.slice(1)}`],
  ['duplicate keys', (sample) => `${sample.slice(0, -1)},${sample.slice(1)}`],
  ['unknown fields', (sample) => `{"extra":[1,{"b":null}],${sample.slice(1)}`],
  ['deep nesting under the limit', () => `{"a":${nested(5_000)}}`],
  ['wide array', () => `{"a":[${'0,'.repeat(20_000)}0]}`],
  ['as text/plain', (sample) => sample, 'text/plain'],
  ['as a url-encoded form', (sample) => sample, 'application/x-www-form-urlencoded'],
  ['as multipart', (sample) => sample, 'multipart/form-data; boundary=x'],
  ['as JSON patch', (sample) => sample, 'application/json-patch+json'],
  ['with no content type', (sample) => sample, ''],
  ['as UTF-16 JSON', (sample) => sample, 'application/json; charset=utf-16'],
  ['as XML', () => '<a>1</a>', 'application/xml'],
]

function jsonRequest(route: JsonRoute, name: string, body: string | Uint8Array, type = 'application/json'): Payload {
  const headers: Record<string, string> = type ? { 'Content-Type': type } : {}
  return { name: `${route.method} ${route.path}: ${name}`, method: route.method, path: route.path, headers, body, admin: route.admin }
}

export function jsonPayloads(route: JsonRoute): Payload[] {
  const sample = JSON.stringify(route.sample)
  const payloads: Payload[] = []
  for (const field of [...Object.keys(route.sample), 'extra']) {
    for (const [name, value] of BAD_VALUES) payloads.push(jsonRequest(route, `${field} as ${name}`, JSON.stringify({ ...route.sample, [field]: value })))
    for (const [name, raw] of RAW_VALUES) payloads.push(jsonRequest(route, `${field} as ${name}`, `{${JSON.stringify(field)}:${raw},${sample.slice(1)}`))
  }
  for (const [name, make, type] of BODY_CASES) payloads.push(jsonRequest(route, name, make(sample), type))
  return payloads
}

const FORM_VALUES: [string, string][] = [
  ['NUL', 'a%00b'],
  ['percent-encoded surrogate', '%ED%A0%80'],
  ['bad percent escape', '%zz%'],
  ['1 MB value', 'a'.repeat(1024 * 1024)],
  ['60 KB value', 'b'.repeat(60 * 1024)],
  ['empty', ''],
  ['brackets', '[]{}'],
]

function formRequest(route: FormRoute, name: string, body: string | Uint8Array, type = 'application/x-www-form-urlencoded'): Payload {
  return { name: `POST ${route.path} (form): ${name}`, method: 'POST', path: route.path, headers: type ? { 'Content-Type': type } : {}, body }
}

function multipart(fields: [string, string][]): string {
  return `${fields.map(([name, value]) => `--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('')}--x--\r\n`
}

/** The sample form with `field` set to `value`, written as is (already percent-encoded). */
function withField(route: FormRoute, field: string, value: string): string {
  const others = Object.entries(route.sample).filter(([name]) => name !== field)
  return [...others.map(([name, text]) => `${name}=${encodeURIComponent(text)}`), `${field}=${value}`].join('&')
}

export function formPayloads(route: FormRoute): Payload[] {
  const sample = new URLSearchParams(route.sample).toString()
  const payloads: Payload[] = []
  for (const field of [...Object.keys(route.sample), 'extra']) {
    for (const [name, value] of FORM_VALUES) payloads.push(formRequest(route, `${field} as ${name}`, withField(route, field, value)))
    payloads.push(formRequest(route, `${field} name with NUL`, `${sample}&${field}%00=1`))
    payloads.push(formRequest(route, `${field} as invalid UTF-8`, concat(encode(`${sample}&${field}=`), new Uint8Array([0xff, 0xfe]))))
    payloads.push(
      formRequest(route, `${field} multipart with NUL`, multipart([...Object.entries(route.sample), [field, 'a\u0000b']]), 'multipart/form-data; boundary=x'),
    )
  }
  const generic: [string, string | Uint8Array, string?][] = [
    ['empty body', ''],
    ['only separators', '&&&==&'],
    ['prototype keys', `__proto__=x&constructor=y&prototype=z&${sample}`],
    ['repeated fields', `${sample}&${sample}&${sample}`],
    ['as JSON', JSON.stringify(route.sample), 'application/json'],
    ['as text/plain', sample, 'text/plain'],
    ['with no content type', sample, ''],
    ['malformed multipart', '--x\r\nbroken', 'multipart/form-data; boundary=x'],
    ['multipart without a boundary', multipart(Object.entries(route.sample)), 'multipart/form-data'],
    [
      'multipart with a file',
      `--x\r\nContent-Disposition: form-data; name="f"; filename="a.bin"\r\n\r\n\u0000\u0001\r\n--x--\r\n`,
      'multipart/form-data; boundary=x',
    ],
  ]
  for (const [name, body, type] of generic) payloads.push(formRequest(route, name, body, type))
  return payloads
}
