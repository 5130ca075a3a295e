import { describe, expect, it } from 'vitest'
import { hmrcTitle } from './title.ts'

describe('a title as HMRC takes it', () => {
  it.each([
    ['', ''],
    ['  ', ''],
    ['Mr', 'Mr'],
    ['Mrs.', 'Mrs'],
    ['Dr.', 'Dr'],
    ['Revd', 'Revd'],
    ['Miss', 'Miss'],
    ['Prof.', 'Prof'],
  ])('takes %j as %j', (typed, taken) => {
    expect(hmrcTitle(typed)).toBe(taken)
  })

  it.each(['Mrs..', 'M', 'Professor', 'Dr 2', 'D.r', 'Mr.s'])('refuses %j', (typed) => {
    expect(hmrcTitle(typed)).toBeNull()
  })
})
