/** The church's four funds and their types. */

export type FundType = 'default' | 'restricted' | 'designated'

export type Fund = { name: string; type: FundType; description: string }

export const funds: Fund[] = [
  {
    name: 'General Fund',
    type: 'default',
    description: 'All giving goes here unless marked otherwise. It pays for the day-to-day life and ministry of the church.',
  },
  {
    name: 'Building Fund',
    type: 'restricted',
    description: 'Kept for the care, repair and improvement of our church building and hall, and used for nothing else.',
  },
  {
    name: 'John 3:16 Fund',
    type: 'designated',
    description: 'Helps people outside the church who are facing hardship, in our community and beyond.',
  },
  {
    name: 'Fellowship Fund',
    type: 'designated',
    description: 'Helps members of our church family who are facing hardship.',
  },
]

export const fundTypeLabels: Record<FundType, string> = {
  default: 'Default',
  restricted: 'Restricted',
  designated: 'Designated',
}
