import { useState } from 'react'
import type { HallAdmin } from '~/lib/hall/admin-types'
import { apiRequest } from '~/lib/site/api-request'
import { ConfirmDelete } from '~/components/ui/ConfirmDelete'
import { describedBy, Field } from '~/components/ui/Field'
import { secondaryButton, textInput } from '~/components/ui/styles'
import { roomUrl, useHallMutation } from './hall-api'

type Room = HallAdmin['rooms'][number]

function NameForm({
  id,
  label,
  initial,
  submitLabel,
  onSave,
  busy,
  error,
}: {
  id: string
  label: string
  initial: string
  submitLabel: string
  onSave: (name: string) => void
  busy: boolean
  error?: string
}) {
  const [name, setName] = useState(initial)
  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        if (!busy) onSave(name)
      }}
    >
      <div className="min-w-0 grow">
        <Field id={id} label={label} error={error}>
          <input id={id} className={textInput} value={name} maxLength={80} onChange={(event) => setName(event.target.value)} {...describedBy(id, error)} />
        </Field>
      </div>
      <button type="submit" className={secondaryButton} aria-disabled={busy || undefined}>
        {submitLabel}
      </button>
    </form>
  )
}

function RoomRow({ room }: { room: Room }) {
  const [error, setError] = useState<string | undefined>()
  const rename = useHallMutation<string, unknown>({
    call: (name) => apiRequest('PUT', roomUrl(room.id), { name, position: room.position }),
    done: (_, name) => ({ title: 'Room Renamed', description: `“${room.name}” is now “${name}”.` }),
    failed: 'Error Renaming the Room',
    onFieldErrors: (errors) => setError(errors.name),
  })
  const remove = useHallMutation<void, unknown>({
    call: () => apiRequest('DELETE', roomUrl(room.id)),
    done: () => ({ title: 'Room Removed', description: `“${room.name}” has been removed.` }),
    failed: 'Error Removing the Room',
  })
  return (
    <li className="space-y-2 rounded-lg border border-cream-200 p-3">
      <NameForm
        id={`hall-room-${room.id}`}
        label={`Name of “${room.name}”`}
        initial={room.name}
        submitLabel="Rename"
        busy={rename.isPending}
        error={error}
        onSave={(name) => rename.mutate(name)}
      />
      {room.usedByCalendar ? (
        <p className="text-sm text-ink-700">The calendar’s activities at the hall use this room, so it cannot be removed.</p>
      ) : (
        <ConfirmDelete
          question="Remove this room?"
          itemName={room.name}
          actionLabel="Remove"
          busyLabel="Removing..."
          consequence={`“${room.name}” will be removed. A room with bookings cannot be removed.`}
          busy={remove.isPending}
          onConfirm={() => remove.mutate()}
        />
      )}
    </li>
  )
}

/** The rooms that can be booked: add one, rename one, remove one without bookings. */
export function RoomsSettings({ rooms }: { rooms: Room[] }) {
  const [error, setError] = useState<string | undefined>()
  const [added, setAdded] = useState(0)
  const add = useHallMutation<string, Room>({
    call: (name) => apiRequest('POST', '/api/admin/hall/rooms', { name }),
    done: (room) => ({ title: 'Room Added', description: `“${room.name}” can be booked now.` }),
    failed: 'Error Adding the Room',
    onDone: () => setAdded((count) => count + 1),
    onFieldErrors: (errors) => setError(errors.name),
  })
  return (
    <div className="space-y-2">
      <h4 className="font-semibold text-ink-900">Rooms</h4>
      <ul className="space-y-2">
        {rooms.map((room) => (
          <RoomRow key={`${room.id}-${room.name}`} room={room} />
        ))}
      </ul>
      <NameForm
        key={added}
        id="hall-new-room"
        label="New room"
        initial=""
        submitLabel="Add room"
        busy={add.isPending}
        error={error}
        onSave={(name) => add.mutate(name)}
      />
    </div>
  )
}
