import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { sql } from './client.ts'
import { migrate } from './migrate.ts'

describe('migrate', () => {
  it('applies nothing on a second start, even when two start at once', async () => {
    const results = await Promise.all([migrate(sql()), migrate(sql())])
    expect(results).toEqual([[], []])
    const [row] = await sql()<{ count: number }[]>`select count(*)::int as count from schema_migrations where name = '00001_foundation.sql'`
    expect(row?.count).toBe(1)
  })

  it('applies new files once, in order, and rolls back a failing one', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'))
    const table = `migrate_probe_${Date.now()}`
    await writeFile(path.join(dir, '90001_probe.sql'), `create table ${table} (id int);`)
    await writeFile(path.join(dir, '90002_probe_row.sql'), `insert into ${table} values (1);`)
    expect(await Promise.all([migrate(sql(), dir), migrate(sql(), dir)])).toEqual(expect.arrayContaining([['90001_probe.sql', '90002_probe_row.sql'], []]))
    await writeFile(path.join(dir, '90003_broken.sql'), `insert into ${table} values (2); select no_such_function();`)
    await expect(migrate(sql(), dir)).rejects.toThrow(/no_such_function/)
    const rows = await sql().unsafe(`select id from ${table}`)
    expect(rows.map((row) => row.id)).toEqual([1])
    await sql().unsafe(`drop table ${table}`)
    await sql()`delete from schema_migrations where name like '9000%'`
  })
})
