import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { dangerButton } from '~/components/ui/styles'
import type { LibraryPhoto } from '~/lib/content/admin-api'
import { photoUrl, PHOTO_WIDTHS } from '~/lib/content/photo-files'
import { apiRequest, errorMessage } from '~/lib/site/api-request'
import { AdminSection, PanelStatus } from '../shell/AdminSection'
import { useAfterChange } from '../shell/use-after-change'
import { ConfirmAction } from './ConfirmAction'
import { PHOTO_LIBRARY_KEY } from './content-keys'
import { byWords, whenWords } from './content-words'

type Outcome = { deleted: boolean; text: string }

const MEGABYTE = 1024 * 1024

/** "86 KB", or "1.4 MB" from a megabyte on. */
const sizeWords = (bytes: number) => (bytes < MEGABYTE ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / MEGABYTE).toFixed(1)} MB`)

/**
 * Every photo uploaded or imported, each with the documents that show it; one that no published
 * version or draft shows can be deleted. After a delete, focus goes to the line that says what
 * happened, above the list, as the photo's own controls are gone.
 */
export function PhotoLibraryPanel() {
  const photos = useQuery<{ photos: LibraryPhoto[] }>({ queryKey: PHOTO_LIBRARY_KEY })
  const afterChange = useAfterChange()
  const outcomeLine = useRef<HTMLParagraphElement>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  async function deletePhoto(photo: LibraryPhoto) {
    try {
      await apiRequest('DELETE', `/api/admin/photos/${photo.id}`)
      setOutcome({ deleted: true, text: `The photo uploaded ${whenWords(photo.uploadedAt)} is deleted.` })
    } catch (error) {
      setOutcome({ deleted: false, text: errorMessage(error, 'The photo could not be deleted: check the connection and try again.') })
    }
  }

  // The list is fetched again once the dialog has closed: the photo's row, which holds the dialog, goes then.
  function afterDialog() {
    void afterChange(PHOTO_LIBRARY_KEY)
    return outcomeLine.current
  }

  return (
    <AdminSection
      id="photo-library"
      title="Photo library"
      description="Every photo uploaded or imported. A photo that no published version or draft shows can be deleted."
    >
      <p
        ref={outcomeLine}
        tabIndex={-1}
        role="status"
        className={`mb-4 rounded-lg border border-transparent px-4 py-3 font-semibold empty:hidden ${outcome?.deleted === false ? 'bg-red-50 text-red-900' : 'bg-cream-100 text-ink-900'}`}
      >
        {outcome?.text ?? ''}
      </p>
      {photos.isPending ? (
        <PanelStatus>Loading the photo library...</PanelStatus>
      ) : photos.isError ? (
        <PanelStatus tone="error">Unable to load the photo library.</PanelStatus>
      ) : photos.data.photos.length === 0 ? (
        <PanelStatus>No photos yet: upload one in a document’s photo field.</PanelStatus>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {photos.data.photos.map((photo) => (
            <PhotoItem key={photo.id} photo={photo} onDelete={() => deletePhoto(photo)} focusAfter={afterDialog} />
          ))}
        </ul>
      )}
    </AdminSection>
  )
}

function PhotoItem({ photo, onDelete, focusAfter }: { photo: LibraryPhoto; onDelete: () => Promise<void>; focusAfter: () => HTMLElement | null }) {
  const uploaded = `Uploaded ${whenWords(photo.uploadedAt)}${byWords(photo.uploadedBy)}`
  return (
    <li className="flex min-w-0 flex-col gap-2 rounded-xl border border-cream-200 p-3">
      <img
        src={photoUrl(photo.id, PHOTO_WIDTHS[0], 'jpg')}
        width={photo.width}
        height={photo.height}
        alt=""
        loading="lazy"
        className="h-40 w-full rounded-lg bg-cream-100 object-contain"
      />
      <p className="wrap-anywhere font-semibold text-ink-900">{uploaded}</p>
      <p className="text-sm text-ink-700">
        {photo.width} × {photo.height} pixels, {sizeWords(photo.byteSize)}
      </p>
      {photo.usedIn.length > 0 ? (
        <p className="text-sm text-ink-700">Shown by {photo.usedIn.join(', ')}: it cannot be deleted.</p>
      ) : (
        <>
          <p className="text-sm text-ink-700">No published version or draft shows it.</p>
          <ConfirmAction
            trigger={
              <>
                Delete photo<span className="sr-only"> {uploaded.toLowerCase()}</span>
              </>
            }
            triggerClassName={`${dangerButton} self-start`}
            title="Delete this photo?"
            description={
              <>
                <p className="wrap-anywhere">{uploaded}.</p>
                <p>It is removed from the photo library for good, in every size. No page shows it.</p>
              </>
            }
            confirmLabel="Delete photo"
            busyLabel="Deleting..."
            onConfirm={onDelete}
            focusAfter={focusAfter}
          />
        </>
      )}
    </li>
  )
}
