/** What is wrong with the date itself (not one it can meet on, too many changed), which no field of the dialog holds. */
export function DateProblem({ error }: { error?: string }) {
  return error ? (
    <p role="alert" className="rounded-lg border border-red-800 px-3 py-2 font-semibold text-red-800">
      {error}
    </p>
  ) : null
}
