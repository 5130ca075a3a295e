// Sample values: the devotions provider below is a placeholder for the church to replace with the one it uses.
import { externalLinks } from './links.ts'

export const devotionsProvider = { name: 'UCB Word for Today', url: externalLinks.devotions } as const
