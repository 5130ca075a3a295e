// Sample values: the charity number and registered address below are placeholders for the church to replace.
import { addressLines } from './church.ts'

export const charity = {
  registeredName: 'Cray Community Church',
  registrationNumber: '1123456',
  regulator: 'Charity Commission for England and Wales',
  registerUrl: 'https://register-of-charities.charitycommission.gov.uk/charity-search/-/charity-details/1123456',
  regulatorUrl: 'https://www.gov.uk/government/organisations/charity-commission',
  registeredAddress: addressLines(),
  trusteeApproval: 'Our policies are approved by the Board of Trustees and reviewed annually.',
} as const
