import { describe, expect, it } from 'vitest'
import { imageTypeOf } from './image-type.ts'

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)))

describe('imageTypeOf', () => {
  it('knows JPEG, PNG and WebP by their signatures', () => {
    expect(imageTypeOf(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg')
    expect(imageTypeOf(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png')
    expect(imageTypeOf(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp')
  })

  it('knows HEIC, HEIF and AVIF by their file type box', () => {
    expect(imageTypeOf(bytes([0, 0, 0, 24], 'ftypheic'))).toBe('heif')
    expect(imageTypeOf(bytes([0, 0, 0, 24], 'ftypmif1'))).toBe('heif')
    expect(imageTypeOf(bytes([0, 0, 0, 24], 'ftypavif'))).toBe('heif')
  })

  it('calls anything else other, whatever it is named', () => {
    expect(imageTypeOf(bytes('%PDF-1.7\n'))).toBe('other')
    expect(imageTypeOf(bytes('GIF89a'))).toBe('other')
    expect(imageTypeOf(bytes([0, 0, 0, 24], 'ftypmp42'))).toBe('other')
    expect(imageTypeOf(bytes('RIFF', [1, 2, 3, 4], 'WAVE'))).toBe('other')
    expect(imageTypeOf(new Uint8Array(0))).toBe('other')
  })
})
