import { useTranslations } from 'next-intl'

import { isStudent } from '@/lib/constants'
import type { User } from '@/payload-types'

import { choiceLabel, useProfileChoices } from '@/features/accounts/components/choice-labels'
import { EditableCard } from './editable-card.client'
import { cardField, v } from './profile-values'

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
          cardField(profile, 'previous_school', t('previousSchool')),
          cardField(profile, 'current_school', t('currentSchool')),
          cardField(profile, 'student_id', t('studentId')),
          cardField(profile, 'student_class', t('class'), {
            type: 'select',
            options: choices.classes,
          }),
          cardField(profile, 'group', t('group'), { type: 'select', options: choices.groups }),
          cardField(profile, 'section', t('section')),
          cardField(profile, 'roll', t('roll')),
          cardField(profile, 'blood_grp', t('bloodGroup'), {
            type: 'select',
            options: choices.bloodGroups,
          }),
          cardField(profile, 'nationality', t('nationality')),
        ]}
      />
    )
  }
  return (
    <EditableCard
      card="teacher"
      title={t('teacherDetails')}
      fields={[
        cardField(profile, 'teacher_id', t('teacherId')),
        cardField(profile, 'specialization', t('specialization'), {
          type: 'select',
          options: choices.specializations,
        }),
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
