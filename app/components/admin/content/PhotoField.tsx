import { useEffect, useState } from 'react'
import type { FieldMeta, Photo } from '~/content/fields/fields'
import { PHOTO_WIDTHS, photoUrl } from '~/lib/content/photo-files'
import { secondaryButton, textInput } from '~/components/ui/styles'
import { describedIds, FieldFrame, FieldHint, fieldsetFrame, legendText } from './FieldFrame'
import { fieldOwner } from './error-context'
import { useDocumentForm } from './form-context'
import { PHOTO_TYPES, uploadPhoto } from './upload-photo'
import { dotPath, fieldId, type ValuePath } from './value-path'

/** The smallest width the photo store keeps (it refuses narrower photos), enough for the editor's preview. */
const PREVIEW_WIDTH = PHOTO_WIDTHS[0]

function isPhoto(value: unknown): value is Photo {
  return value !== null && typeof value === 'object' && typeof (value as Photo).id === 'string'
}

/**
 * Moves focus to an element once it is rendered (and enabled): the file input is disabled while it
 * uploads, which leaves focus on the page itself.
 */
function useFocusAfterRender() {
  const [target, setTarget] = useState<string | null>(null)
  useEffect(() => {
    if (!target) return
    document.getElementById(target)?.focus()
    setTarget(null)
  }, [target])
  return setTarget
}

/**
 * A photo: its preview, a file to upload in its place, its required description, and Remove photo.
 * After an upload, focus goes to the description, which the photo needs next, or back to the file
 * input, which the server's reason for refusing the file describes. Remove photo takes itself away,
 * so focus goes to the file input, to upload another.
 */
export function PhotoField({ meta, path, value, label }: { meta: FieldMeta; path: ValuePath; value: unknown; label: string }) {
  const { errors, change, schema } = useDocumentForm()
  const owner = fieldOwner(schema, dotPath(path))
  const [state, setState] = useState<{ busy: boolean; message?: string }>({ busy: false })
  const photo = isPhoto(value) ? value : null
  const id = fieldId(path)
  const fileId = `${id}-file`
  const altPath = [...path, 'alt']
  const altId = fieldId(altPath)
  const error = errors[dotPath(path)] ?? errors[dotPath([...path, 'id'])]
  const fileError = state.message ?? error
  const focusAfterRender = useFocusAfterRender()

  async function upload(input: HTMLInputElement) {
    const file = input.files?.[0]
    // Emptied so that choosing the same file again, once it is fixed, is a change too.
    input.value = ''
    if (!file) return
    setState({ busy: true })
    const result = await uploadPhoto(file)
    if (!result.ok) {
      setState({ busy: false, message: result.message })
      return focusAfterRender(fileId)
    }
    setState({ busy: false })
    change(path, { ...result.photo, alt: photo?.alt ?? '' })
    focusAfterRender(altId)
  }

  function remove() {
    change(path, null)
    focusAfterRender(fileId)
  }

  return (
    <fieldset id={id} tabIndex={-1} className={fieldsetFrame(path)} aria-describedby={meta.hint ? `${id}-hint` : undefined}>
      <legend className={legendText}>{label}</legend>
      {meta.hint ? <FieldHint id={id}>{meta.hint}</FieldHint> : null}
      {photo ? (
        <img
          src={photoUrl(photo.id, PREVIEW_WIDTH, 'jpg')}
          width={photo.width}
          height={photo.height}
          alt={photo.alt ? `Current photo: ${photo.alt}` : 'Current photo, not yet described'}
          className="h-auto max-h-60 w-auto max-w-full rounded-lg"
        />
      ) : (
        <p className="text-ink-700">No photo.</p>
      )}
      <FieldFrame
        id={fileId}
        label={photo ? 'Upload a different photo' : 'Upload a photo'}
        hint="A JPEG, PNG or WebP photo, at least 320 pixels wide and up to 12 MB. Photos from an iPhone: choose Most Compatible in Settings › Camera › Formats, or share them as JPEG."
        error={fileError}
      >
        <input
          id={fileId}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          className="block w-full max-w-full text-ink-900 file:mr-3 file:rounded-lg file:border file:border-ink-600 file:bg-white file:px-3 file:py-2 file:font-semibold"
          aria-disabled={state.busy || undefined}
          onClick={(event) => state.busy && event.preventDefault()}
          onChange={(event) => void upload(event.currentTarget)}
          {...describedIds(fileId, true, fileError)}
        />
      </FieldFrame>
      <p role="status" className="text-ink-700 empty:hidden">
        {state.busy ? 'Uploading the photo...' : ''}
      </p>
      {photo ? (
        <>
          <FieldFrame
            id={altId}
            label="Description of the photo"
            hint="What the photo shows, for people who cannot see it, such as “Ruth smiling outside the church”."
            error={errors[dotPath(altPath)]}
          >
            <input
              id={altId}
              type="text"
              className={textInput}
              value={photo.alt}
              onChange={(event) => change(path, { ...photo, alt: event.target.value })}
              {...describedIds(altId, true, errors[dotPath(altPath)])}
            />
          </FieldFrame>
          <button type="button" className={secondaryButton} onClick={remove} aria-label={owner ? `Remove photo: ${owner}` : undefined}>
            Remove photo
          </button>
        </>
      ) : null}
    </fieldset>
  )
}
