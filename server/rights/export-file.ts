import type { HeldData } from '../../app/lib/rights/data-rights.ts'

/**
 * Everything held about an address as one file, for a subject access request: JSON, indented, with
 * plain-English headings, so the person can read it and another program can load it.
 */
export function exportFile(held: HeldData, madeAt = new Date()): { name: string; body: string } {
  const document = {
    'What this is': `Everything this website holds about the e-mail address ${held.email}, as a subject access request is answered.`,
    'E-mail address': held.email,
    'Made at': madeAt.toISOString(),
    'Request received on': held.receivedOn,
    'Answer due by': held.dueOn,
    'Rows in all': held.total,
    Sections: held.groups.map((group) => ({
      Title: group.holds,
      Table: group.table,
      'How long it is kept': group.retention,
      'Kept after an erasure because': group.kept ?? 'It is not kept: an erasure removes it.',
      'Number of rows': group.count,
      Rows: group.rows,
    })),
  }
  return { name: `personal-data-${held.receivedOn}.json`, body: `${JSON.stringify(document, null, 2)}\n` }
}
