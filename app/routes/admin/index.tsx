import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/admin/')({
  head: () => ({ meta: [{ title: 'Admin Login' }] }),
  component: AdminLoginPage,
})

function AdminLoginPage() {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="font-serif text-3xl font-bold text-wine-900">Admin Login</h1>
    </div>
  )
}
