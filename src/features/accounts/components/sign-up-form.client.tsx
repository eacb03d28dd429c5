'use client'

import { useTranslations } from 'next-intl'
import { useActionState, useState } from 'react'

import { FormMessage, formFields } from '@/components/ui/form-field'
import { useFieldErrors } from '@/components/ui/field-errors.client'
import { HoneypotField } from '@/components/ui/honeypot-field'
import { useSuccessCount } from '@/components/ui/success-count.client'
import { useProfileChoices } from '@/features/accounts/components/choice-labels'
import { isStudent, isTeacher, ROLE } from '@/lib/constants'
import type { FormState } from '@/lib/form-state'

import { signUp, type RegistrationValues } from '../actions'
import { AccountLink, AccountPasswordField, AccountSubmitButton } from './account-form-parts'

const EMPTY = {
  role: ROLE.student,
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  password: '',
  student_id: '',
  class: '',
  group: '',
  teacher_id: '',
  specialization: '',
} satisfies RegistrationValues

const FIELD_IDS: Record<keyof RegistrationValues, string> = {
  role: 'su-role', // sent from a hidden input, never drawn as a field
  first_name: 'su-first',
  last_name: 'su-last',
  email: 'su-email',
  phone: 'su-phone',
  password: 'su-password',
  student_id: 'su-student-id',
  class: 'su-class',
  group: 'su-group',
  teacher_id: 'su-teacher-id',
  specialization: 'su-spec',
}

/** The fields in the order they are shown. */
const FIELDS: (keyof RegistrationValues)[] = [
  'role',
  'first_name',
  'last_name',
  'email',
  'phone',
  'student_id',
  'class',
  'group',
  'teacher_id',
  'specialization',
  'password',
]

type SelfRegisterRole = typeof ROLE.student | typeof ROLE.teacher

const TABS = [
  { role: ROLE.student, label: 'studentTab' },
  { role: ROLE.teacher, label: 'teacherTab' },
] as const

/** One form per tab; switching tabs starts a fresh form. */
export function SignUpForm() {
  const t = useTranslations('SignUpForm')
  const [role, setRole] = useState<SelfRegisterRole>(ROLE.student)
  return (
    <div>
      <div
        role="tablist"
        aria-label={t('registerAs')}
        className="grid grid-cols-2 gap-2 rounded-full bg-slate-100 p-1"
      >
        {TABS.map((tab) => (
          <button
            key={tab.role}
            type="button"
            role="tab"
            aria-selected={role === tab.role}
            onClick={() => setRole(tab.role)}
            className={`min-h-11 rounded-full font-semibold ${role === tab.role ? 'bg-white text-brand-900 shadow' : 'text-slate-600'}`}
          >
            {t(tab.label)}
          </button>
        ))}
      </div>
      <RoleForm key={role} role={role} />
    </div>
  )
}

function RoleForm({ role }: { role: SelfRegisterRole }) {
  const t = useTranslations('SignUpForm')
  const choices = useProfileChoices()
  const [state, action, pending] = useActionState<FormState<RegistrationValues>, FormData>(signUp, {
    status: 'idle',
    values: { ...EMPTY, role },
  })
  // Each success starts a new round, which redraws the fields empty.
  const round = useSuccessCount(state)
  const { errors, formProps } = useFieldErrors({
    state,
    fields: FIELDS,
    idOf: (name) => FIELD_IDS[name],
    schema: () => import('../schemas').then((m) => m.registrationSchemaFor(role)),
  })
  const key = (name: string) => `${name}-${round}-${state.status}`
  const field = formFields({
    values: state.values,
    errors,
    idOf: (name) => FIELD_IDS[name],
    keyOf: key,
  })
  return (
    <form
      action={action}
      {...formProps}
      className="mt-6 space-y-5"
      aria-label={t(isTeacher(role) ? 'teacherTab' : 'studentTab')}
    >
      {state.status === 'success' ? (
        <FormMessage title={t('successTitle')} text={state.message} ok />
      ) : null}
      {state.status === 'error' ? (
        <FormMessage title={t('errorTitle')} text={state.message} ok={false} />
      ) : null}
      <input type="hidden" name="role" value={role} />
      <div className="grid gap-5 sm:grid-cols-2">
        {field.text('first_name', t('firstName'), { autoComplete: 'given-name' })}
        {field.text('last_name', t('lastName'), { autoComplete: 'family-name' })}
      </div>
      {field.text('email', t('email'), { type: 'email', autoComplete: 'email' })}
      {field.text('phone', t('phone'), { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
      {isStudent(role) ? (
        <div className="grid gap-5 sm:grid-cols-3">
          {field.text('student_id', t('studentId'))}
          {field.select('class', t('class'), t('selectClass'), choices.classes)}
          {field.select('group', t('group'), t('selectGroup'), choices.groups)}
        </div>
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          {field.text('teacher_id', t('teacherId'))}
          {field.select(
            'specialization',
            t('specialization'),
            t('selectSubject'),
            choices.specializations,
          )}
        </div>
      )}
      <AccountPasswordField
        id="su-password"
        label={t('password')}
        autoComplete="new-password"
        error={errors.password}
        key={key('password')}
      />
      <HoneypotField />
      <AccountSubmitButton pending={pending} label={t('submit')} pendingLabel={t('submitting')} />
      <p className="text-center text-sm">
        <AccountLink href="/login">{t('alreadyRegistered')}</AccountLink>
      </p>
    </form>
  )
}
