import type { UIFieldServerProps } from 'payload'

import { ScheduleFromFirstSave } from './schedule-from-first-save'
import { SchedulePublishDefault } from './schedule-publish-default'

/** Beside an item's form: scheduling from the first save, and "Publish" chosen in the schedule. */
export function SchedulePublish({ i18n }: UIFieldServerProps) {
  const bn = i18n.language === 'bn-BD'
  return (
    <>
      <ScheduleFromFirstSave
        label={bn ? 'প্রকাশের সময় ঠিক করুন…' : 'Schedule publishing…'}
        hint={
          bn
            ? 'আগে খসড়া হিসেবে সংরক্ষণ হবে, তারপর কখন প্রকাশ হবে তা বেছে নিতে পারবেন।'
            : 'Saves a draft first, then lets you choose when it is published.'
        }
      />
      <SchedulePublishDefault />
    </>
  )
}
