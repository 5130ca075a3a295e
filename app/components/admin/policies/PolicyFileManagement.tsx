import { useQuery } from '@tanstack/react-query'
import { useRef, useState, type ChangeEvent } from 'react'
import { formatShortDate } from '~/lib/site/dates'
import { formatKilobytes, MAX_POLICY_FILE_BYTES, POLICY_TITLES, POLICY_TYPES, type AdminPolicyFile, type PolicyType } from '~/lib/policies/policy-types'
import { toast } from '~/components/ui/toast-store'
import { AdminSection } from '~/components/admin/shell/AdminSection'
import { primaryButton, secondaryButton } from '~/components/ui/styles'
import { useAfterChange } from '~/components/admin/shell/use-after-change'
import { uploadPolicyFile } from './upload-policy-file'

/** Every type's current file in one answer; a type without a file is absent from it, which is no error. */
const POLICY_FILES_KEY = ['/api/policy-files'] as const

function isPdfFile(file: File): boolean {
  return file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf')
}

/** The dashboard's Policy File Management: one row per policy type. */
export function PolicyFileManagement() {
  const files = useQuery<AdminPolicyFile[]>({ queryKey: POLICY_FILES_KEY })
  const fileOf = (type: PolicyType) => files.data?.find((file) => file.policy_type === type) ?? null
  return (
    <AdminSection
      id="policy-file-management"
      title="Policy File Management"
      description="PDF files visitors can download. A new upload replaces the current file of that type."
    >
      <ul className="divide-y divide-cream-200">
        {POLICY_TYPES.map((type) => (
          <li key={type}>
            <PolicyFileRow type={type} file={fileOf(type)} loading={files.isPending} />
          </li>
        ))}
      </ul>
    </AdminSection>
  )
}

function PolicyFileRow({ type, file, loading }: { type: PolicyType; file: AdminPolicyFile | null; loading: boolean }) {
  const input = useRef<HTMLInputElement>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const afterChange = useAfterChange()
  const title = POLICY_TITLES[type]

  const onFileChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0]
    event.target.value = ''
    if (!chosen) return
    if (chosen.size > MAX_POLICY_FILE_BYTES) {
      toast({ title: 'File Too Large', description: 'File size must be less than 10MB', variant: 'destructive' })
      return
    }
    if (!isPdfFile(chosen)) {
      toast({ title: 'Upload Failed', description: 'Only PDF files can be uploaded', variant: 'destructive' })
      return
    }
    setProgress(0)
    const result = await uploadPolicyFile(type, chosen, setProgress)
    if (result.ok) {
      toast({ title: 'Upload Successful', description: result.message, variant: 'success' })
      await afterChange(POLICY_FILES_KEY).finally(() => setProgress(null))
    } else {
      toast({ title: 'Upload Failed', description: result.message, variant: 'destructive' })
      setProgress(null)
    }
  }

  const uploading = progress !== null
  const percent = Math.round((progress ?? 0) * 100)
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 py-4">
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-ink-900">{title}</h3>
        {loading ? (
          <p className="text-ink-700">Loading...</p>
        ) : file ? (
          <p className="text-ink-700">
            <span className="break-words">{file.file_name}</span>
            <span aria-hidden="true"> · </span>
            <span>{formatKilobytes(file.file_size)}</span>
            <span aria-hidden="true"> · </span>
            <span>{formatShortDate(file.created_at)}</span>
          </p>
        ) : (
          <p className="text-ink-700">No file uploaded</p>
        )}
        {uploading ? (
          <div className="mt-2 flex items-center gap-3">
            <div
              role="progressbar"
              aria-label={`Uploading ${title}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2.5 w-full max-w-xs overflow-hidden rounded-full bg-cream-200"
            >
              <div className="h-full rounded-full bg-wine-700 transition-[width]" style={{ width: `${percent}%` }} />
            </div>
            <span className="text-sm text-ink-700 tabular-nums">{percent}%</span>
          </div>
        ) : null}
      </div>
      <input ref={input} type="file" accept="application/pdf,.pdf" hidden onChange={(event) => void onFileChosen(event)} />
      <button
        type="button"
        className={file ? secondaryButton : primaryButton}
        aria-disabled={uploading || undefined}
        onClick={() => uploading || input.current?.click()}
      >
        {uploading ? 'Uploading...' : file ? 'Replace PDF' : 'Upload PDF'}
        <span className="sr-only"> for the {title}</span>
      </button>
    </div>
  )
}
