/** Times are stored as 24-hour HH:MM; pages show them in two styles. */

function parts(time: string): { hour: number; minute: number; suffix: 'am' | 'pm' } {
  const [hour24 = 0, minute = 0] = time.split(':').map(Number)
  const hour = hour24 % 12 === 0 ? 12 : hour24 % 12
  return { hour, minute, suffix: hour24 < 12 ? 'am' : 'pm' }
}

/** "10:30am", "8pm": as a sentence says it. */
export function spokenTime(time: string): string {
  const { hour, minute, suffix } = parts(time)
  return minute === 0 ? `${hour}${suffix}` : `${hour}:${String(minute).padStart(2, '0')}${suffix}`
}

/** "9:30 AM": as a timetable shows it. */
export function clockTime(time: string): string {
  const { hour, minute, suffix } = parts(time)
  return `${hour}:${String(minute).padStart(2, '0')} ${suffix.toUpperCase()}`
}
