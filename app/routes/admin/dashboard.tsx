import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/admin/dashboard')({
  head: () => ({ meta: [{ title: 'Admin Dashboard' }] }),
  component: AdminDashboardPage,
})

function AdminDashboardPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <p>Checking authentication...</p>
    </div>
  )
}
