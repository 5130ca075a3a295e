/** Where a person goes next if the church's answer to their complaint does not satisfy them (decision 062). */
export const ICO = {
  name: "the Information Commissioner's Office (ICO)",
  complaintUrl: 'https://ico.org.uk/make-a-complaint/data-protection-complaints/',
  phone: '0303 123 1113',
} as const
