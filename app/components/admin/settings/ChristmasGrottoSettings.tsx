import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Switch } from 'radix-ui'
import { useEffect, useState } from 'react'
import { apiRequest, errorMessage } from '~/lib/site/api-request'
import type { ChristmasSettings } from '~/lib/christmas/christmas'
import { GROTTO_URL_MESSAGE, isGrottoUrl } from '~/lib/christmas/settings-schema'
import { toast } from '~/components/ui/toast-store'
import { AdminSection, PanelStatus } from '../shell/AdminSection'
import { describedBy, Field } from '~/components/ui/Field'
import { primaryButton, switchThumb, switchTrack, textInput } from '~/components/ui/styles'
import { useFocusFirstInvalid } from '~/components/ui/use-focus-first-invalid'
import { useAfterChange } from '../shell/use-after-change'

const CHRISTMAS_SETTINGS_KEY = ['/api/christmas-settings'] as const

export function ChristmasGrottoSettings() {
  const settings = useQuery<ChristmasSettings>({ queryKey: CHRISTMAS_SETTINGS_KEY })
  return (
    <AdminSection
      id="christmas-grotto-settings"
      title="Christmas Grotto Settings"
      description="Show or hide the Christmas Grotto Booking link in the menu, on the home page and on the Community page."
    >
      {settings.isPending ? (
        <PanelStatus>Loading Christmas settings...</PanelStatus>
      ) : settings.isError ? (
        <PanelStatus tone="error">Unable to load Christmas settings.</PanelStatus>
      ) : (
        <GrottoSettingsForm saved={settings.data} />
      )}
    </AdminSection>
  )
}

function GrottoSettingsForm({ saved }: { saved: ChristmasSettings }) {
  const queryClient = useQueryClient()
  const afterChange = useAfterChange()
  const [urlText, setUrlText] = useState(saved.grotto_url)
  const [urlError, setUrlError] = useState<string>()
  useEffect(() => setUrlText(saved.grotto_url), [saved.grotto_url])
  const { form, submitted } = useFocusFirstInvalid()

  const update = useMutation({
    mutationFn: (next: ChristmasSettings) => apiRequest<ChristmasSettings>('PATCH', '/api/christmas-settings', next),
    onSuccess: async (next) => {
      queryClient.setQueryData(CHRISTMAS_SETTINGS_KEY, next)
      const where = next.is_visible && next.grotto_url ? 'shown on the website' : 'hidden from the website'
      toast({ title: 'Christmas Settings Updated', description: `The grotto booking link is ${where}.`, variant: 'success' })
      await afterChange(CHRISTMAS_SETTINGS_KEY)
    },
    onError: (error) =>
      toast({ title: 'Error Updating Christmas Settings', description: errorMessage(error, 'Failed to update Christmas settings'), variant: 'destructive' }),
  })

  function save(next: ChristmasSettings) {
    if (update.isPending) return
    const url = next.grotto_url.trim()
    if (!isGrottoUrl(url)) return setUrlError(GROTTO_URL_MESSAGE)
    setUrlError(undefined)
    update.mutate({ ...next, grotto_url: url })
  }

  const visible = update.isPending && update.variables ? update.variables.is_visible : saved.is_visible
  const urlUnchanged = urlText.trim() === saved.grotto_url
  const urlId = 'grotto-url'
  const urlHint = 'The booking page: https://… for another site, or /page for a page of this site.'

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-4">
        <Switch.Root
          id="grotto-visible"
          checked={visible}
          aria-disabled={update.isPending || undefined}
          onCheckedChange={(checked) => save({ is_visible: checked, grotto_url: urlText })}
          className={switchTrack}
        >
          <Switch.Thumb className={switchThumb} />
        </Switch.Root>
        <label htmlFor="grotto-visible" className="font-semibold text-ink-900">
          Show the Christmas Grotto Booking link
        </label>
        <p className="w-full text-ink-700 sm:w-auto" aria-live="polite">
          Status: <strong className={visible ? 'text-green-800' : 'text-ink-900'}>{visible ? 'VISIBLE' : 'HIDDEN'}</strong>
        </p>
      </div>
      {visible && !saved.grotto_url ? <p className="text-ink-700">The link appears once a booking URL is saved.</p> : null}

      <form
        ref={form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (urlUnchanged) return
          save({ is_visible: saved.is_visible, grotto_url: urlText })
          submitted()
        }}
      >
        <Field id={urlId} label="Grotto Booking URL" error={urlError} hint={urlHint}>
          <div className="flex flex-wrap gap-3">
            <input
              id={urlId}
              type="text"
              inputMode="url"
              className={`${textInput} min-w-0 flex-1 basis-64`}
              value={urlText}
              maxLength={2000}
              placeholder="https://"
              onChange={(event) => setUrlText(event.target.value)}
              {...describedBy(urlId, urlError, urlHint)}
            />
            <button type="submit" className={primaryButton} aria-disabled={urlUnchanged || update.isPending || undefined}>
              {update.isPending ? 'Saving...' : 'Save URL'}
            </button>
          </div>
        </Field>
      </form>
    </div>
  )
}
