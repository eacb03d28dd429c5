'use client'

import { useTranslations } from 'next-intl'
import { useActionState, useState } from 'react'

import { buttonClass } from '@/components/ui/button'
import { FormMessage, SelectField, TextField } from '@/components/ui/form-field'
import { HoneypotField } from '@/components/ui/honeypot-field'
import { Link } from '@/components/ui/link.client'
import { useSuccessCount } from '@/components/ui/success-count.client'
import { useProfileChoices } from '@/features/profile/components/choice-labels'
import { isStudent, isTeacher, ROLE } from '@/lib/constants'
import type { FormState } from '@/lib/form-state'

import { signUp, type RegistrationValues } from '../actions'

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
  const errors = state.status === 'invalid' ? state.errors : {}
  const v = state.values
  const key = (name: string) => `${name}-${round}-${state.status}`
  return (
    <form
      action={action}
      noValidate
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
        <TextField
          id="su-first"
          name="first_name"
          label={t('firstName')}
          autoComplete="given-name"
          defaultValue={v.first_name}
          error={errors.first_name}
          key={key('first')}
        />
        <TextField
          id="su-last"
          name="last_name"
          label={t('lastName')}
          autoComplete="family-name"
          defaultValue={v.last_name}
          error={errors.last_name}
          key={key('last')}
        />
      </div>
      <TextField
        id="su-email"
        name="email"
        label={t('email')}
        type="email"
        autoComplete="email"
        defaultValue={v.email}
        error={errors.email}
        key={key('email')}
      />
      <TextField
        id="su-phone"
        name="phone"
        label={t('phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        defaultValue={v.phone}
        error={errors.phone}
        key={key('phone')}
      />
      {isStudent(role) ? (
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField
            id="su-student-id"
            name="student_id"
            label={t('studentId')}
            defaultValue={v.student_id}
            error={errors.student_id}
            key={key('sid')}
          />
          <SelectField
            id="su-class"
            name="class"
            label={t('class')}
            placeholder={t('selectClass')}
            options={choices.classes}
            defaultValue={v.class}
            error={errors.class}
            key={key('class')}
          />
          <SelectField
            id="su-group"
            name="group"
            label={t('group')}
            placeholder={t('selectGroup')}
            options={choices.groups}
            defaultValue={v.group}
            error={errors.group}
            key={key('group')}
          />
        </div>
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="su-teacher-id"
            name="teacher_id"
            label={t('teacherId')}
            defaultValue={v.teacher_id}
            error={errors.teacher_id}
            key={key('tid')}
          />
          <SelectField
            id="su-spec"
            name="specialization"
            label={t('specialization')}
            placeholder={t('selectSubject')}
            options={choices.specializations}
            defaultValue={v.specialization}
            error={errors.specialization}
            key={key('spec')}
          />
        </div>
      )}
      <TextField
        id="su-password"
        name="password"
        label={t('password')}
        type="password"
        autoComplete="new-password"
        error={errors.password}
        key={key('password')}
      />
      <HoneypotField />
      <button type="submit" disabled={pending} className={buttonClass('primary', 'w-full')}>
        {pending ? t('submitting') : t('submit')}
      </button>
      <p className="text-center text-sm">
        <Link href="/login" className="font-semibold text-brand-700 hover:underline">
          {t('alreadyRegistered')}
        </Link>
      </p>
    </form>
  )
}
