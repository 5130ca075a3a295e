// Sample values: the church name, address and contact details below are placeholders for the church to replace.

export const church = {
  name: 'Cray Community Church',
  shortName: 'Cray Community Church',
  tagline: 'Imperfect people following Jesus. Surrendering ourselves and serving others.',
  email: 'hello@craycommunitychurch.org.uk',
  phone: '01689 000 000',
  address: {
    building: 'The Church Hall',
    street: 'Mickleham Road',
    locality: "St Paul's Cray",
    town: 'Orpington',
    county: 'Kent',
    postcode: 'BR5 2RW',
    country: 'GB',
  },
} as const

export function addressLines(): string[] {
  const { building, street, locality, town, county, postcode } = church.address
  return [building, street, `${locality}, ${town}`, `${county} ${postcode}`]
}

export function addressOneLine(): string {
  return addressLines().join(', ')
}
