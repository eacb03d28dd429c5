import { useTranslations } from 'next-intl'

import { isStudent } from '@/lib/constants'
import type { User } from '@/payload-types'

import { choiceLabel, useProfileChoices } from './choice-labels'
import { EditableCard } from './editable-card.client'
import { v } from './profile-values'

/** The member's school details: a student's class and records, or a teacher's post. */
export function SchoolDetailsCard({ profile }: { profile: User }) {
  const t = useTranslations('OwnProfile')
  const choices = useProfileChoices()
  if (isStudent(profile.role)) {
    return (
      <EditableCard
        card="student"
        title={t('studentDetails')}
        fields={[
          {
            name: 'previous_school',
            label: t('previousSchool'),
            value: v(profile.previous_school),
          },
          { name: 'current_school', label: t('currentSchool'), value: v(profile.current_school) },
          { name: 'student_id', label: t('studentId'), value: v(profile.student_id) },
          {
            name: 'student_class',
            label: t('class'),
            value: v(profile.student_class),
            type: 'select',
            options: choices.classes,
          },
          {
            name: 'group',
            label: t('group'),
            value: v(profile.group),
            type: 'select',
            options: choices.groups,
          },
          { name: 'section', label: t('section'), value: v(profile.section) },
          { name: 'roll', label: t('roll'), value: v(profile.roll) },
          {
            name: 'blood_grp',
            label: t('bloodGroup'),
            value: v(profile.blood_grp),
            type: 'select',
            options: choices.bloodGroups,
          },
          { name: 'nationality', label: t('nationality'), value: v(profile.nationality) },
        ]}
      />
    )
  }
  return (
    <EditableCard
      card="teacher"
      title={t('teacherDetails')}
      fields={[
        { name: 'teacher_id', label: t('teacherId'), value: v(profile.teacher_id) },
        {
          name: 'specialization',
          label: t('specialization'),
          value: v(profile.specialization),
          type: 'select',
          options: choices.specializations,
        },
      ]}
      // The designation speaks for the school, so the office sets it: shown here, not edited.
      rows={[
        [t('teacherId'), v(profile.teacher_id)],
        [t('specialization'), v(choiceLabel(choices.specializations, profile.specialization))],
        [t('designation'), v(profile.designation)],
      ]}
    />
  )
}
