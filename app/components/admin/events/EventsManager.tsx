import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import * as v from 'valibot'
import { apiRequest, errorMessage } from '~/lib/site/api-request'
import { formatEventDate } from '~/lib/site/dates'
import { createdEventWords } from '~/lib/events/created-event-words'
import { eventSchema, type ChurchEvent, type EventInput } from '~/lib/events/event-schema'
import { fieldErrors, type FieldErrors } from '~/lib/forms/validation'
import { toast } from '~/components/ui/toast-store'
import { AdminSection, PanelStatus } from '../shell/AdminSection'
import { ConfirmDelete } from '~/components/ui/ConfirmDelete'
import { EventFields } from './EventFields'
import { FormDialog } from '~/components/ui/FormDialog'
import { primaryButton, secondaryButton } from '~/components/ui/styles'
import { useFocusFirstInvalid } from '~/components/ui/use-focus-first-invalid'
import { useAfterChange } from '../shell/use-after-change'

const EVENTS_KEY = ['/api/events'] as const
/** The public list on What's On When, refetched after any event change. */
const UPCOMING_EVENTS_KEY = ['/api/events/upcoming'] as const

const EMPTY_EVENT: EventInput = { title: '', description: '', event_date: '' }

/** Checks an event in the browser with the server's own rules; the errors to show, or the clean value. */
function checkEvent(value: EventInput): { ok: true; event: EventInput } | { ok: false; errors: FieldErrors } {
  const result = v.safeParse(eventSchema, value)
  return result.success ? { ok: true, event: result.output } : { ok: false, errors: fieldErrors(result.issues) }
}

function useEventChange() {
  const afterChange = useAfterChange()
  return () => afterChange(EVENTS_KEY, UPCOMING_EVENTS_KEY)
}

export function EventsManager() {
  const events = useQuery<ChurchEvent[]>({ queryKey: EVENTS_KEY })
  const [creating, setCreating] = useState(false)
  const [editingId, setEditingId] = useState<string | null>(null)
  /** The event whose Edit button takes focus back once its inline edit closes. */
  const [editClosedId, setEditClosedId] = useState<string | null>(null)
  const closeEdit = (id: string) => {
    setEditingId(null)
    setEditClosedId(id)
  }

  return (
    <AdminSection
      id="events-management"
      title="Events Management"
      description="The events listed on the What's On When page."
      action={
        <button type="button" className={primaryButton} onClick={() => setCreating(true)}>
          Add Event
        </button>
      }
    >
      <CreateEventDialog open={creating} onOpenChange={setCreating} />
      {events.isPending ? (
        <PanelStatus>Loading events...</PanelStatus>
      ) : events.isError ? (
        <PanelStatus tone="error">Unable to load events.</PanelStatus>
      ) : events.data.length === 0 ? (
        <PanelStatus>
          <p className="font-serif text-xl font-bold text-wine-900">No Events Yet</p>
          <p className="mt-1">Add an event and it will appear on the What&apos;s On When page.</p>
        </PanelStatus>
      ) : (
        <ul className="space-y-4">
          {events.data.map((event) => (
            <li key={event.id}>
              {editingId === event.id ? (
                <EditEventCard event={event} onDone={() => closeEdit(event.id)} />
              ) : (
                <EventCard event={event} focusEdit={editClosedId === event.id} onEdit={() => setEditingId(event.id)} />
              )}
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  )
}

function CreateEventDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [value, setValue] = useState<EventInput>(EMPTY_EVENT)
  const [errors, setErrors] = useState<FieldErrors>({})
  const afterChange = useEventChange()
  const create = useMutation({
    mutationFn: (event: EventInput) => apiRequest<ChurchEvent>('POST', '/api/events', event),
    onSuccess: async (created) => {
      toast({ title: 'Event Created', description: createdEventWords(created), variant: 'success' })
      close(false)
      await afterChange()
    },
    onError: (error) => toast({ title: 'Error Creating Event', description: errorMessage(error, 'Failed to create event'), variant: 'destructive' }),
  })

  function close(next: boolean) {
    if (!next) {
      setValue(EMPTY_EVENT)
      setErrors({})
    }
    onOpenChange(next)
  }

  function submit() {
    const checked = checkEvent(value)
    if (!checked.ok) return setErrors(checked.errors)
    setErrors({})
    create.mutate(checked.event)
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title="Create New Event"
      description="It will be listed on the What's On When page until its date has passed."
      submitLabel="Create Event"
      busyLabel="Creating..."
      busy={create.isPending}
      onSubmit={submit}
    >
      <EventFields idPrefix="new-event" value={value} errors={errors} onChange={setValue} />
    </FormDialog>
  )
}

function EventCard({ event, focusEdit, onEdit }: { event: ChurchEvent; focusEdit: boolean; onEdit: () => void }) {
  const editButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (focusEdit) editButton.current?.focus()
  }, [focusEdit])
  const afterChange = useEventChange()
  const remove = useMutation({
    mutationFn: () => apiRequest('DELETE', `/api/events/${event.id}`),
    onSuccess: async () => {
      toast({ title: 'Event Deleted', description: `“${event.title}” has been removed.`, variant: 'success' })
      await afterChange()
    },
    onError: (error) => toast({ title: 'Error Deleting Event', description: errorMessage(error, 'Failed to delete event'), variant: 'destructive' }),
  })

  return (
    <article className="rounded-xl border border-cream-200 bg-cream-50 p-4" data-testid="admin-event">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-serif text-xl font-bold text-wine-900">{event.title}</h3>
          <p className="mt-1 font-semibold text-ink-700">{formatEventDate(event.event_date)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button ref={editButton} type="button" className={secondaryButton} onClick={onEdit}>
            Edit<span className="sr-only"> {event.title}</span>
          </button>
          <ConfirmDelete
            question="Are you sure you want to delete this event?"
            itemName={event.title}
            busy={remove.isPending}
            onConfirm={() => remove.mutate()}
          />
        </div>
      </div>
      <p className="mt-3 whitespace-pre-line text-ink-900">{event.description}</p>
    </article>
  )
}

function EditEventCard({ event, onDone }: { event: ChurchEvent; onDone: () => void }) {
  const [value, setValue] = useState<EventInput>({ title: event.title, description: event.description, event_date: event.event_date })
  const [errors, setErrors] = useState<FieldErrors>({})
  const afterChange = useEventChange()
  const { form, submitted } = useFocusFirstInvalid()
  useEffect(() => form.current?.querySelector('input')?.focus(), [form])
  const update = useMutation({
    mutationFn: (input: EventInput) => apiRequest<ChurchEvent>('PUT', `/api/events/${event.id}`, input),
    onSuccess: async (updated) => {
      toast({ title: 'Event Updated', description: `“${updated.title}” has been saved.`, variant: 'success' })
      onDone()
      await afterChange()
    },
    onError: (error) => toast({ title: 'Error Updating Event', description: errorMessage(error, 'Failed to update event'), variant: 'destructive' }),
  })

  function save(formEvent: React.FormEvent) {
    formEvent.preventDefault()
    if (update.isPending) return
    submitted()
    const checked = checkEvent(value)
    if (!checked.ok) return setErrors(checked.errors)
    setErrors({})
    update.mutate(checked.event)
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={save}
      aria-label={`Edit ${event.title}`}
      className="space-y-4 rounded-xl border-2 border-wine-700 bg-white p-4"
      data-testid="admin-event-edit"
    >
      <EventFields idPrefix={`edit-${event.id}`} value={value} errors={errors} onChange={setValue} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButton} aria-disabled={update.isPending || undefined}>
          {update.isPending ? 'Saving...' : 'Save'}
        </button>
        <button type="button" className={secondaryButton} onClick={() => update.isPending || onDone()} aria-disabled={update.isPending || undefined}>
          Cancel
        </button>
      </div>
    </form>
  )
}
