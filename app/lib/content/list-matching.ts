import { ITEM_ID_KEY } from '../../content/fields/item-id.ts'
import { isPlainObject } from './schema-shape.ts'

/** Which item of one version is which of the other: equal keys name the same item. */
export type ItemKeys = { before: string[]; after: string[] }

function idOf(item: unknown, index: number): string {
  return isPlainObject(item) && typeof item[ITEM_ID_KEY] === 'string' ? `id:${item[ITEM_ID_KEY]}` : `at:${index}`
}

/** Items with ids are the same item when their ids are; one without (never stored so) by its place. */
export function keysByIds(before: readonly unknown[], after: readonly unknown[]): ItemKeys {
  return { before: before.map(idOf), after: after.map(idOf) }
}

/**
 * Items that are plain values (a bus, a step) have no id: an equal value is the same item, in
 * order when one repeats, and the values left over on both sides are paired in order as edits.
 */
export function keysByValues(before: readonly unknown[], after: readonly unknown[]): ItemKeys {
  const keys: ItemKeys = { before: before.map(() => ''), after: after.map(() => '') }
  let next = 0
  const unmatched = new Map<string, number[]>()
  before.forEach((item, index) => {
    const value = JSON.stringify(item)
    unmatched.set(value, [...(unmatched.get(value) ?? []), index])
  })
  after.forEach((item, index) => {
    const earlier = unmatched.get(JSON.stringify(item))?.shift()
    if (earlier === undefined) return
    keys.before[earlier] = keys.after[index] = `v${next++}`
  })
  const leftBefore = keys.before.flatMap((key, index) => (key ? [] : [index]))
  const leftAfter = keys.after.flatMap((key, index) => (key ? [] : [index]))
  for (let pair = 0; pair < Math.max(leftBefore.length, leftAfter.length); pair++) {
    const key = `v${next++}`
    if (pair < leftBefore.length) keys.before[leftBefore[pair]!] = key
    if (pair < leftAfter.length) keys.after[leftAfter[pair]!] = key
  }
  return keys
}

/**
 * The items kept in their order, as few as possible taken out to explain the new order (the
 * longest common subsequence): any other item in both versions moved. When two neighbours swap,
 * the one now nearer the start is the one that moved, as "Move up" makes it.
 */
export function keptInOrder({ before, after }: ItemKeys): Set<string> {
  const longest = Array.from({ length: before.length + 1 }, () => new Array<number>(after.length + 1).fill(0))
  for (let i = before.length - 1; i >= 0; i--) {
    for (let j = after.length - 1; j >= 0; j--) {
      longest[i]![j] = before[i] === after[j] ? longest[i + 1]![j + 1]! + 1 : Math.max(longest[i + 1]![j]!, longest[i]![j + 1]!)
    }
  }
  const kept = new Set<string>()
  let i = 0
  let j = 0
  while (i < before.length && j < after.length) {
    if (before[i] === after[j]) {
      kept.add(before[i]!)
      i++
      j++
    } else if (longest[i + 1]![j]! > longest[i]![j + 1]!) i++
    else j++
  }
  return kept
}
