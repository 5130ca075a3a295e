import * as v from 'valibot'
import { email, group, link, list, paragraphs, phone, text } from '../fields/fields.ts'

export const churchSchema = v.object({
  name: text('Church name', { max: 80 }),
  tagline: text('Tagline', { max: 200, hint: 'One sentence about the church, used by search engines.' }),
  email: email('E-mail address'),
  phone: phone('Phone number'),
  address: group('Address', {
    building: text('Building', { optional: true }),
    street: text('Street'),
    locality: text('Area', { optional: true }),
    town: text('Town'),
    county: text('County', { optional: true }),
    postcode: text('Postcode', { max: 10 }),
    country: text('Country code', { max: 2, hint: 'Two capital letters, as search engines read it: GB.' }),
  }),
  gettingHere: group('Getting here', {
    train: text('Nearest station', { optional: true }),
    buses: list('Buses that stop nearby', text('Bus', { max: 10 }), { itemLabel: 'bus', maxItems: 20 }),
    parking: paragraphs('Parking', { max: 500, optional: true }),
  }),
  charity: group('Charity', {
    registeredName: text('Registered name', { max: 120, hint: 'As on the register of charities.' }),
    number: text('Charity number', { max: 12, hint: 'As on the Charity Commission’s register, such as 1123456.' }),
    registerEntry: link('Entry on the register'),
    regulator: text('Regulator', { max: 120 }),
    regulatorWebsite: link('Regulator’s website'),
    trusteeApproval: text('How policies are approved', { max: 300 }),
  }),
  calendar: group('Church calendar', {
    googleCalendarId: email('Google Calendar ID', {
      hint: 'The public calendar the What’s On When page shows, as its settings name it: such as name@gmail.com.',
    }),
  }),
  web: group('Web addresses', {
    onlineChurch: link('Online church'),
    zoomMeeting: link('Zoom meeting'),
    youtubeChannel: link('YouTube channel'),
    giveOnline: link('Give online'),
    foodbank: link('Foodbank'),
  }),
  social: group('Social media', {
    facebook: link('Facebook', { optional: true }),
    instagram: link('Instagram', { optional: true }),
    spotify: link('Spotify', { optional: true }),
    applePodcasts: link('Apple Podcasts', { optional: true }),
  }),
})

export type Church = v.InferOutput<typeof churchSchema>
