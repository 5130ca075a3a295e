/** The dashboard's queries of Gift Aid claims. */
export const CLAIMS_KEY = ['/api/admin/gift-aid/claims'] as const
export const claimKey = (id: string) => [`/api/admin/gift-aid/claims/${id}`] as const
