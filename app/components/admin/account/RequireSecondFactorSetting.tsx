import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Switch } from 'radix-ui'
import { AdminSection, PanelStatus } from '~/components/admin/shell/AdminSection'
import { switchThumb, switchTrack } from '~/components/ui/styles'
import { toast } from '~/components/ui/toast-store'
import { apiRequest, errorMessage } from '~/lib/site/api-request'

type Requirement = { required: boolean; forcedByHost: boolean }
const SETTING_KEY = ['/api/admin/security-settings'] as const
const REFUSAL_ID = 'require-second-factor-refusal'

/**
 * The church's switch: every administrator must use a passkey or an authenticator app after the password.
 * A refused change is explained beside the switch until the next try: read out at once, and as the
 * description of the switch, which keeps the focus.
 */
export function RequireSecondFactorSetting() {
  const queryClient = useQueryClient()
  const setting = useQuery<Requirement>({ queryKey: SETTING_KEY })
  const update = useMutation({
    mutationFn: (required: boolean) => apiRequest<Requirement>('PUT', '/api/admin/security-settings', { required }),
    onSuccess: (next) => {
      queryClient.setQueryData(SETTING_KEY, next)
      const what = next.required ? 'now required' : 'no longer required'
      toast({ title: 'Security Setting Updated', description: `A second factor is ${what} for every administrator.`, variant: 'success' })
    },
  })
  const refusal = update.isError ? errorMessage(update.error, 'Please try again.') : null

  return (
    <AdminSection
      id="second-factor-setting"
      title="Sign-in Security"
      description="Ask every administrator for a passkey or a code from an authenticator app, not just a password."
    >
      {setting.isPending ? (
        <PanelStatus>Loading the setting...</PanelStatus>
      ) : setting.isError ? (
        <PanelStatus tone="error">Unable to load the setting.</PanelStatus>
      ) : (
        <div className="space-y-3">
          <div className="flex flex-wrap items-center gap-4">
            <Switch.Root
              id="require-second-factor"
              checked={update.isPending && update.variables !== undefined ? update.variables : setting.data.required}
              disabled={setting.data.forcedByHost}
              aria-disabled={update.isPending || undefined}
              aria-describedby={refusal ? REFUSAL_ID : undefined}
              onCheckedChange={(checked) => update.isPending || update.mutate(checked)}
              className={switchTrack}
            >
              <Switch.Thumb className={switchThumb} />
            </Switch.Root>
            <label htmlFor="require-second-factor" className="font-semibold text-ink-900">
              Require a second factor or a passkey for every administrator
            </label>
          </div>
          {refusal ? (
            <p id={REFUSAL_ID} role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
              Setting not changed: {refusal}
            </p>
          ) : null}
          {setting.data.forcedByHost ? <p className="text-ink-700">Whoever hosts the site has turned this on for good (ADMIN_REQUIRE_SECOND_FACTOR).</p> : null}
          <p className="text-ink-700">
            Your own passkeys and authenticator app are on{' '}
            <Link to="/admin/account" className="text-wine-700 underline underline-offset-2">
              your account page
            </Link>
            .
          </p>
        </div>
      )}
    </AdminSection>
  )
}
