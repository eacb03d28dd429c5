import { describe, expect, it } from 'vitest'

import { ROLE } from '@/lib/constants'

import { enrolmentFromMembers, enrolmentFromRows, staffByPost } from './figures'

describe('enrolmentFromRows', () => {
  it('orders rows by class then section, sums a repeated pair and totals each class', () => {
    const table = enrolmentFromRows(
      [
        { class: '11', section: 'Science', girls: 30, boys: 40 },
        { class: '6', section: 'B', girls: 20, boys: 21 },
        { class: '6', section: 'A', girls: 22, boys: 19 },
        { class: '6', section: 'a ', girls: 1, boys: 0 },
        { class: 'nursery', section: 'A', girls: 5, boys: 5 },
      ],
      [
        { class: '6', sections: 3 },
        { class: '7', sections: 2 },
      ],
    )
    expect(table.rows.map((row) => [row.class, row.section, row.total])).toEqual([
      ['6', 'A', 42],
      ['6', 'B', 41],
      ['11', 'Science', 70],
    ])
    expect(table.classes).toEqual([
      { class: '6', sections: 2, approved: 3, girls: 43, boys: 40, other: 0, total: 83 },
      { class: '7', sections: 0, approved: 2, girls: 0, boys: 0, other: 0, total: 0 },
      { class: '11', sections: 1, approved: null, girls: 30, boys: 40, other: 0, total: 70 },
    ])
    expect(table.totals).toEqual({ girls: 73, boys: 80, other: 0, total: 153 })
  })

  it('reads a negative or missing count as none', () => {
    const table = enrolmentFromRows([{ class: '8', section: null, girls: -4, boys: null }])
    expect(table.rows).toEqual([{ class: '8', section: '', girls: 0, boys: 0, other: 0, total: 0 }])
  })
})

describe('enrolmentFromMembers', () => {
  it('counts each student by class, section and gender', () => {
    const table = enrolmentFromMembers([
      { student_class: '9', section: 'a', gender: 'Female' },
      { student_class: '9', section: 'A ', gender: 'Male' },
      { student_class: '9', section: 'B', gender: 'Female' },
      { student_class: '9', section: 'B', gender: null },
      { student_class: '10', section: null, gender: 'Other' },
      { student_class: null, section: 'A', gender: 'Male' },
    ])
    expect(table.rows).toEqual([
      { class: '9', section: 'A', girls: 1, boys: 1, other: 0, total: 2 },
      { class: '9', section: 'B', girls: 1, boys: 0, other: 1, total: 2 },
      { class: '10', section: '', girls: 0, boys: 0, other: 1, total: 1 },
    ])
    expect(table.totals).toEqual({ girls: 2, boys: 1, other: 2, total: 5 })
  })
})

describe('staffByPost', () => {
  it('counts verified faculty by designation, leaves out named posts and adds typed-in staff', () => {
    const figures = staffByPost(
      [
        { role: ROLE.teacher, designation: 'Assistant Teacher' },
        { role: ROLE.teacher, designation: 'assistant  teacher' },
        { role: ROLE.teacher, designation: 'Senior Teacher' },
        { role: ROLE.teacher, designation: null },
        { role: ROLE.leadership, designation: 'Principal' },
        { role: ROLE.leadership, designation: 'Chairman, Governing Body' },
        { role: ROLE.student, designation: 'Class captain' },
      ],
      ['chairman, governing body'],
      [
        { post: 'Office assistant', count: 2 },
        { post: 'Night guard', count: 0 },
      ],
    )
    expect(figures.posts).toEqual([
      { post: 'Assistant Teacher', count: 2, counted: true },
      { post: null, count: 1, counted: true },
      { post: 'Principal', count: 1, counted: true },
      { post: 'Senior Teacher', count: 1, counted: true },
      { post: 'Office assistant', count: 2, counted: false },
    ])
    expect(figures.total).toBe(7)
  })
})
