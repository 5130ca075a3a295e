import { useMutation } from '@tanstack/react-query'
import { AlertDialog } from 'radix-ui'
import { dangerButton, dialogContent, dialogOverlay, secondaryButton } from '~/components/ui/styles'
import { toast } from '~/components/ui/toast-store'
import type { ErasureReport, HeldData } from '~/lib/rights/data-rights'
import { apiRequest, errorMessage } from '~/lib/site/api-request'
import { AUDIT_LOG_KEY, useAfterChange } from '../shell/use-after-change'

/** The Erase button, and the dialog that names what will go and what is kept, and why, before anything goes. */
export function EraseDialog({ held, onErased }: { held: HeldData; onErased: (report: ErasureReport) => void }) {
  const afterChange = useAfterChange()
  const erase = useMutation({
    mutationFn: () => apiRequest<ErasureReport>('POST', '/api/admin/data-rights/erase', { email: held.email }),
    onSuccess: async (report) => {
      onErased(report)
      await afterChange(AUDIT_LOG_KEY)
    },
    onError: (error) => toast({ title: 'Erasure Failed', description: errorMessage(error, 'Failed to erase the data'), variant: 'destructive' }),
  })
  const going = held.groups.filter((group) => group.count > 0 && !group.kept)
  const staying = held.groups.filter((group) => group.count > 0 && group.kept)
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <button
          type="button"
          className={dangerButton}
          aria-disabled={erase.isPending || undefined}
          onClick={(event) => erase.isPending && event.preventDefault()}
        >
          {erase.isPending ? 'Erasing...' : 'Erase'}
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlay} />
        <AlertDialog.Content className={`${dialogContent} max-h-[90vh] overflow-y-auto`}>
          <AlertDialog.Title className="font-serif text-xl font-bold text-wine-900 wrap-anywhere">Erase everything about {held.email}?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-700">
            This cannot be undone. The address is then kept only as a hash, so that it is never written to again.
          </AlertDialog.Description>
          <h3 className="mt-4 font-semibold text-ink-900">What will go</h3>
          <ul className="mt-1 list-disc pl-6 text-ink-900">
            {going.length === 0 ? (
              <li>Nothing: no erasable rows are held.</li>
            ) : (
              going.map((group) => <li key={group.table}>{`${group.holds}: ${group.count}`}</li>)
            )}
          </ul>
          {staying.length > 0 ? (
            <>
              <h3 className="mt-4 font-semibold text-ink-900">What is kept, and why</h3>
              <ul className="mt-1 list-disc pl-6 text-ink-900">
                {staying.map((group) => (
                  <li key={group.table}>{`${group.holds}: ${group.count}. ${group.kept}`}</li>
                ))}
              </ul>
            </>
          ) : null}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={secondaryButton}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={dangerButton} onClick={() => erase.mutate()}>
              Erase
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
