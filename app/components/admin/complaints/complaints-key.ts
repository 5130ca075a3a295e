/** The dashboard's query of the complaints. */
export const COMPLAINTS_KEY = ['/api/admin/complaints'] as const
