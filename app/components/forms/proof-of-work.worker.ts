// Solves a form's proof of work off the page's thread, with the browser's own SHA-256 (decision 056).
import { deriveKey } from 'altcha-lib/algorithms/web/sha'
import { handler } from 'altcha-lib/workers/shared'

handler({ deriveKey })
