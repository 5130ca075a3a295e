import type { Queryable } from '../../db/queryable.ts'

/** One row about a person, as the data-rights desk shows and exports it. */
export type PersonalRow = Record<string, unknown>

/**
 * A table that holds something about a person, registered where it is stored (DESIGN.md): how its
 * rows are found by e-mail address, exported, erased or kept, and how long they are kept. The
 * data-rights desk, the export, the erasure and the privacy page read the register, so a new
 * table cannot be forgotten.
 */
export type PersonalDataTable = {
  /** The table's name in the database. */
  table: string
  /** What it holds, for the desk and the privacy page: "Messages sent with the site's forms". */
  holds: string
  /** How long rows are kept, in words, read from the settings that enforce it. */
  retention: () => string
  /** Every row about the address (lower-cased), as plain values. */
  find: (db: Queryable, email: string) => Promise<PersonalRow[]>
  /**
   * Removes every row about the address and returns how many went; or, where the law requires
   * the church to keep them, `keep` says why and erase is absent.
   */
  erase?: (db: Queryable, email: string) => Promise<number>
  keep?: string
}
