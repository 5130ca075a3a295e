import { sql } from '../../db/client.ts'
import { addDays, type LocalDate, londonToday } from '../../app/lib/calendar/london-time.ts'
import { AVAILABILITY_DAYS, availability, type DayAvailability } from '../../app/lib/hall/diary.ts'
import { listRooms, loadDiary, turnaroundMinutes } from './diary.ts'

/** What the public may see of a room's diary: only whether each part of each day is free. */
export type RoomAvailability = { id: string; name: string; days: DayAvailability[] }

/** Every room's availability for the next eight weeks from `today`, in the rooms' order. Never who or why. */
export async function publicAvailability(today: LocalDate = londonToday()): Promise<RoomAvailability[]> {
  const to = addDays(today, AVAILABILITY_DAYS - 1)
  const db = sql()
  const [rooms, diary, turnaround] = await Promise.all([listRooms(db), loadDiary(today, to, db), turnaroundMinutes(db)])
  return rooms.map((room) => ({
    id: room.id,
    name: room.name,
    days: availability(
      diary.filter((entry) => entry.roomId === room.id),
      today,
      AVAILABILITY_DAYS,
      turnaround,
    ),
  }))
}
