import type { Env } from '../env.ts'

/**
 * Settings a production site should not be left without, though it starts without them: one
 * line each for the log at start, naming the variable and what it changes.
 */
export function configurationWarnings(config: Env, source: Record<string, string | undefined>): string[] {
  const warnings: string[] = []
  if (config.NODE_ENV === 'production' && !source.SITE_URL?.trim()) {
    warnings.push(
      `Warning: SITE_URL is not set, so canonical links, the sitemap, robots.txt and the calendar feed's event ids name ${config.SITE_URL}, and cookies are not marked Secure. Set SITE_URL to the site's public address, such as https://www.example.org.`,
    )
  }
  return warnings
}
