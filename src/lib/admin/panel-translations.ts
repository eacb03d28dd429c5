/**
 * The admin's own words that Payload leaves as code names, field codes or missing keys: number
 * limits said plainly, the rich-text editor's words in Bangla (the editor ships no Bangla), and
 * the schedule list, which Payload's catalogue calls "events" (staff read the school's events).
 */
export const panelTranslations = {
  en: {
    general: {
      upcomingEvents: 'Scheduled publishing',
      noUpcomingEventsScheduled: 'Nothing is scheduled for this item.',
    },
    validation: {
      lessThanMin: 'Enter {{min}} or more.',
      greaterThanMax: 'Enter {{max}} or less.',
      longerThanMin: 'Write at least {{minLength}} characters.',
      shorterThanMax: 'Write at most {{maxLength}} characters.',
    },
    error: {
      invalidFileType: 'This kind of file cannot be uploaded here.',
      invalidFileTypeValue: 'This kind of file cannot be uploaded here ({{value}}).',
    },
  },
  'bn-BD': {
    general: {
      upcomingEvents: 'নির্ধারিত প্রকাশ',
      noUpcomingEventsScheduled: 'এই লেখার জন্য কিছু নির্ধারিত নেই।',
      // Payload's own Bangla says "locale" (লোকেল) and names itself; staff say "language".
      payloadSettings: 'প্যানেলের সেটিংস',
      locale: 'ভাষা',
      locales: 'ভাষা',
      allLocales: 'সব ভাষা',
      fallbackToDefaultLocale: 'মূল ভাষার লেখা দেখান',
    },
    fields: {
      toggleBlock: 'অংশটি খুলুন বা গুটিয়ে রাখুন',
    },
    localization: {
      cannotCopySameLocale: 'একই ভাষায় কপি করা যায় না',
      copyToLocale: 'অন্য ভাষায় কপি করুন',
      localeToPublish: 'যে ভাষায় প্রকাশ করবেন',
      selectedLocales: 'বেছে নেওয়া ভাষা',
      selectLocaleToCopy: 'কোন ভাষায় কপি করবেন, বেছে নিন',
      selectLocaleToDuplicate: 'যে ভাষাগুলোর লেখা কপিতে থাকবে, বেছে নিন',
    },
    version: {
      publishAllLocales: 'সব ভাষায় প্রকাশ করুন',
      selectLocales: 'যে ভাষাগুলো দেখাবেন, বেছে নিন',
      showLocales: 'ভাষা দেখান:',
    },
    validation: {
      lessThanMin: '{{min}} বা তার বেশি লিখুন।',
      greaterThanMax: '{{max}} বা তার কম লিখুন।',
      longerThanMin: 'অন্তত {{minLength}} অক্ষর লিখুন।',
      shorterThanMax: 'সর্বোচ্চ {{maxLength}} অক্ষর লিখুন।',
    },
    error: {
      localesNotSaved_one: 'এই ভাষার লেখা সংরক্ষণ করা যায়নি:',
      localesNotSaved_other: 'এই ভাষাগুলোর লেখা সংরক্ষণ করা যায়নি:',
      invalidFileType: 'এই ধরনের ফাইল এখানে আপলোড করা যায় না।',
      invalidFileTypeValue: 'এই ধরনের ফাইল এখানে আপলোড করা যায় না ({{value}})।',
    },
    lexical: {
      general: {
        placeholder: 'লিখতে শুরু করুন, অথবা বিকল্পের জন্য "/" চাপুন…',
        slashMenuBasicGroupLabel: 'সাধারণ',
        slashMenuListGroupLabel: 'তালিকা',
        toolbarItemsActive: '{{count}}টি চালু',
      },
      align: {
        alignCenterLabel: 'মাঝখানে',
        alignJustifyLabel: 'দুই পাশে সমান',
        alignLeftLabel: 'বাঁয়ে',
        alignRightLabel: 'ডানে',
      },
      blockquote: { label: 'উদ্ধৃতি' },
      blocks: {
        inlineBlocks: {
          create: '{{label}} তৈরি করুন',
          edit: '{{label}} সম্পাদনা করুন',
          label: 'লাইনের ভেতরের অংশ',
          remove: '{{label}} সরান',
        },
        label: 'অংশ',
      },
      heading: { label: 'শিরোনাম {{headingLevel}}' },
      horizontalRule: { label: 'আড়াআড়ি রেখা' },
      indent: { decreaseLabel: 'ভেতরের দিকে কমান', increaseLabel: 'ভেতরের দিকে সরান' },
      link: { label: 'লিংক', loadingWithEllipsis: 'লোড হচ্ছে…' },
      paragraph: { label: 'অনুচ্ছেদ', label2: 'সাধারণ লেখা' },
      relationship: { label: 'সম্পর্কিত লেখা' },
      textState: { defaultStyle: 'সাধারণ ধরন' },
      upload: { label: 'ছবি বা ফাইল' },
      checklist: { label: 'টিক দেওয়ার তালিকা' },
      orderedList: { label: 'নম্বর দেওয়া তালিকা' },
      unorderedList: { label: 'বুলেট তালিকা' },
    },
  },
}
