// Sample values: the bank details below are placeholders for the church to replace before anyone gives.

export const bankDetails = {
  accountName: 'Cray Community Church',
  bank: 'Barclays Bank',
  sortCode: '12-34-56',
  accountNumber: '12345678',
  referenceHint: 'Please use your surname and the fund’s name as the reference, for example “SMITH GENERAL”.',
} as const
