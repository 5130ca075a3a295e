/** The church's regular times. Pages format them from here and hold no copies. */

export const sundayService = {
  day: 'Sunday',
  /** 'Join us this Sunday at 10:30am' */
  time: '10:30am',
  doorsOpen: '9:30 AM',
  serviceStart: '10:30 AM',
  refreshments: '12:15 PM',
  duration: 'about 1 hour 30 minutes',
  arriveEarly: '10-15 minutes early',
  /** For machine-readable data (JSON-LD): 24-hour times. */
  startsAt: '10:30',
  endsAt: '12:00',
} as const

export const sundayTimes = [
  { time: sundayService.doorsOpen, label: 'Church open', detail: 'Doors open for a warm welcome and a quiet seat.' },
  { time: sundayService.serviceStart, label: 'Service', detail: 'Worship, prayer, a Bible talk and Kids’ Church.' },
  { time: sundayService.refreshments, label: 'Tea, coffee & cake', detail: 'Stay on and chat; everyone is welcome.' },
] as const

export const weeklyTimes = {
  wednesdayPrayer: { day: 'Wednesday', time: '8pm', where: 'on Zoom' },
  warmSpace: { day: 'Tuesdays', time: '5-8pm' },
  overSixties: { day: 'Thursdays', time: '10am-12:30pm' },
} as const

export const nextGrottoDate = 'Saturday 13 December 2025'

export const churchHoliday = { when: 'August 2026', frequency: 'every two years' } as const

export const devotionLength = '5-10 minutes'
