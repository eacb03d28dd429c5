/**
 * Bangla versions of the demo school's settings and of a good share of its news, events and
 * classes. Items without one here show their English text on Bangla pages, as a real school's
 * untranslated items would.
 */
export const SITE_BN = {
  school_name: 'পদ্মপাড় আইডিয়াল স্কুল অ্যান্ড কলেজ',
  application_address: 'উপশহর, রাজশাহী ৬২০২, বাংলাদেশ',
}

export const HOME_BN = {
  hero_section: 'শহরের সেরা স্কুল ও কলেজ',
  hero_section_sub_title: 'আমাদের বিদ্যালয়ে স্বাগতম',
  title_one: 'আজীবনের শিক্ষা',
  title_one_description:
    'প্রথম শ্রেণি থেকে এইচএসসি পর্যন্ত আমাদের শিক্ষকেরা জাতীয় শিক্ষাক্রমের সঙ্গে ক্লাব, খেলাধুলা ও সমাজসেবাকে মিলিয়ে পড়ান, যাতে প্রতিটি শিশু নিজের পছন্দের কিছু খুঁজে পায়।',
  title_two: 'পদ্মার পাড়ের ক্যাম্পাস',
  title_two_description:
    'সবুজ মাঠ, বিজ্ঞান ভবন, বারো হাজার বইয়ের গ্রন্থাগার আর ডিজিটাল শ্রেণিকক্ষ: নদী থেকে কয়েক মিনিটের হাঁটা পথে শেখার নিরাপদ জায়গা।',
  title: 'সংখ্যায় পদ্মপাড়',
  description: 'চার দশকের পাঠদান, হাজারো প্রাক্তন শিক্ষার্থী আর ক্রমে বেড়ে ওঠা এক সমাজ।',
  footer_thumbnail_title:
    'আমাদের কাছে আসুন: অফিস শনি থেকে বৃহস্পতিবার, সকাল ৮টা থেকে বিকেল ৩টা পর্যন্ত খোলা',
}

export const ABOUT_BN = {
  title: 'পদ্মপাড় আইডিয়াল স্কুল অ্যান্ড কলেজ সম্পর্কে',
  subtitle: '১৯৮৪ সাল থেকে পুরো সমাজের বিদ্যালয়',
  mission_vision: [
    '## লক্ষ্য',
    'আমাদের শহরের প্রতিটি শিশুকে সততা, কৌতূহল ও সেবার ভিত্তিতে বাংলা ও ইংরেজিতে মজবুত ও আনন্দময় শিক্ষা দেওয়া।',
    '## স্বপ্ন',
    'এমন এক বিদ্যালয়, যেখান থেকে প্রত্যেক শিক্ষার্থী আত্মবিশ্বাসী, দক্ষ ও সহৃদয় হয়ে বের হয় — কলেজ, কর্মজীবন ও নাগরিক জীবনের জন্য প্রস্তুত।',
  ],
  years_history: [
    '১৯৮৪ সালে টিনের ছাউনির তিনটি ঘরে ৬০ জন শিক্ষার্থী ও পাঁচজন শিক্ষক নিয়ে পদ্মপাড় আইডিয়াল স্কুলের যাত্রা শুরু হয়। বাড়ির কাছে একটি ভালো বিদ্যালয় চেয়েছিলেন এলাকার পরিবারগুলো।',
    '১৯৯১ সালে রাজশাহী শিক্ষা বোর্ড মাধ্যমিক শাখার স্বীকৃতি দেয় এবং ২০০৫ সালে কলেজ শাখা চালু হয়। আজ প্রথম শ্রেণি থেকে এইচএসসি পর্যন্ত ২,৪০০-র বেশি শিক্ষার্থী এখানে পড়ে।',
  ],
  principal_name: 'অধ্যাপক মো. আব্দুর রহমান',
}

export const ALUMNI_PAGE_BN = {
  title: 'পদ্মপাড় প্রাক্তন শিক্ষার্থী সমিতি',
  subtitle: 'একবার পদ্মপাড়ের, চিরকাল পদ্মপাড়ের',
  welcome_title: 'ঘরে ফেরার শুভেচ্ছা',
  welcome_description:
    'হাজারো প্রাক্তন শিক্ষার্থী সমিতির মাধ্যমে যুক্ত থাকেন: পুনর্মিলনী, পরামর্শ, বৃত্তি আর এমন এক নেটওয়ার্ক, যা প্রতিটি নতুন ব্যাচকে পথ দেখায়।',
  connect_title: 'আপনার ব্যাচের সঙ্গে যুক্ত হোন',
  connect_description:
    'আমাদের কোনো একটি নেটওয়ার্কে যোগ দিন, বিকাশ, নগদ, রকেট বা ব্যাংকে সদস্য ফি দিন; অফিস আপনার সদস্যপদ নিশ্চিত করবে।',
  Camping_title: 'বৃত্তি ক্যাম্পেইন ২০২৬: একজন শিক্ষার্থীর পড়া শেষ করতে সাহায্য করুন',
}

export const TERMS_BN = { title: 'শর্তাবলি' }

/** News by English title: Bangla title and summary. */
export const NEWS_BN: Record<string, { title: string; summary: string }> = {
  'SSC 2026 results: 96% pass with 142 GPA-5': {
    title: 'এসএসসি ২০২৬ ফলাফল: ৯৬% পাস, জিপিএ-৫ পেয়েছে ১৪২ জন',
    summary: 'এ বছরের মাধ্যমিক স্কুল সার্টিফিকেট পরীক্ষায় আমাদের পরীক্ষার্থীরা বিদ্যালয়ের মুখ উজ্জ্বল করেছে।',
  },
  'Admission for Class 6 opens on 1 December': {
    title: '১ ডিসেম্বর থেকে ষষ্ঠ শ্রেণিতে ভর্তি শুরু',
    summary: 'ফরম অফিসে ও ওয়েবসাইটে পাওয়া যাচ্ছে; লটারি হবে সবার সামনে।',
  },
  'New science laboratory inaugurated': {
    title: 'নতুন বিজ্ঞানাগারের উদ্বোধন',
    summary: 'পদার্থ, রসায়ন ও জীববিজ্ঞানের শিক্ষার্থীরা এখন ৪০টি কর্মস্থলের আধুনিক ল্যাব ব্যবহার করছে।',
  },
  'Inter-school debate: our team wins the divisional trophy': {
    title: 'আন্তঃস্কুল বিতর্ক: বিভাগীয় ট্রফি জিতল আমাদের দল',
    summary: 'দশম শ্রেণির দল নবায়নযোগ্য জ্বালানির পক্ষে যুক্তি দিয়ে রাজশাহীতে ফাইনাল জিতেছে।',
  },
  'Annual sports day brings 1,200 students to the field': {
    title: 'বার্ষিক ক্রীড়া দিবসে মাঠে ১,২০০ শিক্ষার্থী',
    summary: 'দৌড়, লং জাম্প, দড়ি টানাটানি আর অভিভাবকদের দৌড়ে জমে উঠেছিল শীতের সকাল।',
  },
  'Half-yearly examination routine published': {
    title: 'অর্ধবার্ষিক পরীক্ষার রুটিন প্রকাশিত',
    summary: 'ষষ্ঠ থেকে নবম শ্রেণির পরীক্ষা শুরু হবে জুনের প্রথম রবিবার।',
  },
  'Tree plantation week: 500 saplings along the river road': {
    title: 'বৃক্ষরোপণ সপ্তাহ: নদীর পাড়ের রাস্তায় ৫০০ চারা',
    summary: 'শিক্ষার্থী ও শিক্ষকেরা আম, নিম ও কৃষ্ণচূড়ার চারা লাগিয়েছেন।',
  },
  'Pohela Boishakh celebrated with a colourful procession': {
    title: 'রঙিন শোভাযাত্রায় পহেলা বৈশাখ উদ্‌যাপন',
    summary: 'চারুকলা ক্লাসে বানানো মুখোশ নিয়ে মঙ্গল শোভাযাত্রা উপশহর ঘুরে এসেছে।',
  },
  'Free eye camp for students and guardians': {
    title: 'শিক্ষার্থী ও অভিভাবকদের জন্য বিনা মূল্যে চক্ষু শিবির',
    summary: 'দুই দিনে চক্ষু বিশেষজ্ঞেরা কয়েক শ মানুষের চোখ পরীক্ষা করেছেন।',
  },
  'Math Olympiad: three students reach the national round': {
    title: 'গণিত অলিম্পিয়াড: জাতীয় পর্বে আমাদের তিন শিক্ষার্থী',
    summary: 'বিভাগীয় পর্বে ভালো ফল করে তিনজন ঢাকায় জাতীয় পর্বে অংশ নেবে।',
  },
  'Digital classrooms now in every secondary section': {
    title: 'মাধ্যমিকের প্রতিটি শাখায় এখন ডিজিটাল শ্রেণিকক্ষ',
    summary: 'প্রজেক্টর ও ইন্টারনেট সংযোগে পাঠ আরও জীবন্ত হয়ে উঠেছে।',
  },
  'Guardian meeting on adolescent health': {
    title: 'কৈশোরের স্বাস্থ্য নিয়ে অভিভাবক সভা',
    summary: 'চিকিৎসক ও শিক্ষকেরা অভিভাবকদের প্রশ্নের উত্তর দিয়েছেন।',
  },
  'Victory Day programme honours freedom fighters': {
    title: 'বিজয় দিবসের অনুষ্ঠানে মুক্তিযোদ্ধাদের সম্মাননা',
    summary: 'এলাকার মুক্তিযোদ্ধারা শিক্ষার্থীদের কাছে ১৯৭১-এর স্মৃতি তুলে ধরেছেন।',
  },
  'Football team reaches the district final': {
    title: 'জেলা ফাইনালে আমাদের ফুটবল দল',
    summary: 'সেমিফাইনালে টাইব্রেকারে জিতে দল এখন শিরোপার লড়াইয়ে।',
  },
  'Library adds 2,000 Bangla and English books': {
    title: 'গ্রন্থাগারে যোগ হলো ২,০০০ বাংলা ও ইংরেজি বই',
    summary: 'গল্প, বিজ্ঞান ও ইতিহাসের নতুন বই এখন ধার নেওয়া যাচ্ছে।',
  },
  'Scholarship results for Class 5 and Class 8': {
    title: 'পঞ্চম ও অষ্টম শ্রেণির বৃত্তির ফল',
    summary: 'এ বছর আমাদের ২৩ জন শিক্ষার্থী বৃত্তি পেয়েছে।',
  },
}

/** Events, blogs and articles by English name: Bangla name and subtitle. */
export const EVENTS_BN: Record<string, { name: string; subtitle: string }> = {
  'Annual Science Fair 2026': {
    name: 'বার্ষিক বিজ্ঞান মেলা ২০২৬',
    subtitle: 'সবুজ রাজশাহীর জন্য নতুন ভাবনা',
  },
  'Inter-house Sports Day': { name: 'আন্তঃহাউস ক্রীড়া দিবস', subtitle: 'চার হাউস, এক মাঠ' },
  'Victory Day Cultural Programme': {
    name: 'বিজয় দিবসের সাংস্কৃতিক অনুষ্ঠান',
    subtitle: '১৯৭১-এর গান ও গল্প',
  },
  'Career Guidance Seminar for SSC Candidates': {
    name: 'এসএসসি পরীক্ষার্থীদের জন্য ক্যারিয়ার পরামর্শ সেমিনার',
    subtitle: 'বিজ্ঞান, ব্যবসায় শিক্ষা না মানবিক?',
  },
  'Parents’ Day and Prize Giving': {
    name: 'অভিভাবক দিবস ও পুরস্কার বিতরণী',
    subtitle: 'এক বছরের পরিশ্রমের উদ্‌যাপন',
  },
  'Math Olympiad Selection Round': {
    name: 'গণিত অলিম্পিয়াড বাছাই পর্ব',
    subtitle: 'ষষ্ঠ থেকে দশম শ্রেণির জন্য',
  },
  'Book Fair and Reading Week': {
    name: 'বইমেলা ও পাঠ সপ্তাহ',
    subtitle: 'একটি বই পড়ুন, একটি গল্প বলুন',
  },
  'Blood Donation Camp': {
    name: 'রক্তদান শিবির',
    subtitle: 'রেড ক্রিসেন্টের যুব ইউনিটের সঙ্গে',
  },
  'Spring Festival (Basanta Utsab)': { name: 'বসন্ত উৎসব', subtitle: 'ফাল্গুনের রং' },
}

/** Class names in Bangla, by English name. */
export const CLASSES_BN: Record<string, string> = {
  'Class 1': 'প্রথম শ্রেণি',
  'Class 2': 'দ্বিতীয় শ্রেণি',
  'Class 3': 'তৃতীয় শ্রেণি',
  'Class 4': 'চতুর্থ শ্রেণি',
  'Class 5': 'পঞ্চম শ্রেণি',
  'Class 6': 'ষষ্ঠ শ্রেণি',
  'Class 7': 'সপ্তম শ্রেণি',
  'Class 8': 'অষ্টম শ্রেণি',
  'Class 9': 'নবম শ্রেণি',
  'Class 10': 'দশম শ্রেণি',
}

/** The home page's figures' labels, in the order of the English ones. */
export const STATS_LABELS_BN = ['প্রতিষ্ঠা', 'শিক্ষার্থী', 'এসএসসি পাসের হার', 'শিক্ষক ও কর্মচারী']

/** Notice categories in Bangla, by English name. */
export const NOTICE_CATEGORIES_BN: Record<string, string> = {
  Admission: 'ভর্তি',
  Exam: 'পরীক্ষা',
  Result: 'ফলাফল',
  Holiday: 'ছুটি',
  Scholarship: 'বৃত্তি',
  'Co-curricular': 'সহশিক্ষা',
  General: 'সাধারণ',
}

/** The office's closing line under every Bangla notice. */
export const NOTICE_CLOSING_BN =
  'যেকোনো প্রশ্নে বিদ্যালয়ের অফিসে যোগাযোগ করুন (রবিবার থেকে বৃহস্পতিবার, সকাল ৯টা থেকে বিকেল ৩টা)।'

/** The most recent notices in Bangla, by English title; older ones stay English only. */
export const NOTICES_BN: Record<string, { title: string; paragraphs: string[] }> = {
  'Holiday list 2027': {
    title: '২০২৭ সালের ছুটির তালিকা',
    paragraphs: [
      'পরিচালনা পর্ষদ ২০২৭ শিক্ষাবর্ষের ছুটির তালিকা অনুমোদন করেছে। সংযুক্ত তালিকায় দেখানো দিনগুলোতে ক্লাস বন্ধ থাকবে।',
      'ধর্মীয় ছুটির তারিখ চাঁদ দেখার ওপর নির্ভর করে এবং এক দিন এদিক-ওদিক হতে পারে। কোনো পরিবর্তন হলে এই নোটিশ বোর্ডে জানানো হবে।',
    ],
  },
  'Seat plan for the Class 6 admission test 2027': {
    title: '২০২৭ সালের ষষ্ঠ শ্রেণির ভর্তি পরীক্ষার আসন বিন্যাস',
    paragraphs: [
      'ষষ্ঠ শ্রেণির ভর্তি পরীক্ষা মূল ভবনে অনুষ্ঠিত হবে। পরীক্ষার্থীদের প্রবেশপত্র ও ক্লিপবোর্ড নিয়ে পরীক্ষা শুরুর অন্তত ৩০ মিনিট আগে উপস্থিত হতে হবে।',
      'অভিভাবকদের মাঠে অপেক্ষা করার অনুরোধ করা হলো; পরীক্ষা ভবনে তাঁদের প্রবেশ নিষেধ।',
    ],
  },
  'Admit cards for the Annual Examination 2026': {
    title: 'বার্ষিক পরীক্ষা ২০২৬-এর প্রবেশপত্র',
    paragraphs: [
      'রবিবার থেকে শ্রেণিশিক্ষকের কাছ থেকে বার্ষিক পরীক্ষার প্রবেশপত্র সংগ্রহ করা যাবে। বকেয়া বেতন থাকলে আগে হিসাব শাখায় পরিশোধ করতে হবে।',
      'প্রবেশপত্র ছাড়া কোনো শিক্ষার্থীকে পরীক্ষার হলে ঢুকতে দেওয়া হবে না।',
    ],
  },
  'Admission circular 2027: Classes 6 to 9': {
    title: 'ভর্তি বিজ্ঞপ্তি ২০২৭: ষষ্ঠ থেকে নবম শ্রেণি',
    paragraphs: [
      '২০২৭ শিক্ষাবর্ষে ষষ্ঠ, সপ্তম, অষ্টম ও নবম শ্রেণিতে ভর্তির জন্য আবেদন আহ্বান করা হচ্ছে। ফরম বিদ্যালয়ের অফিসে পাওয়া যাচ্ছে এবং অনলাইনেও জমা দেওয়া যাবে।',
      'আবেদন ফি: ৳ ৩০০। প্রয়োজন: জন্মনিবন্ধন সনদ, দুই কপি পাসপোর্ট আকারের ছবি এবং সর্বশেষ বার্ষিক রিপোর্ট কার্ড (সপ্তম থেকে নবম শ্রেণি)।',
      'প্রতিটি শ্রেণির আসন, পরীক্ষার বিষয় ও পূর্ণ সময়সূচি সংযুক্ত বিজ্ঞপ্তিতে দেখুন।',
    ],
  },
  'Winter vacation: school closed from 15 to 31 December': {
    title: 'শীতকালীন ছুটি: ১৫ থেকে ৩১ ডিসেম্বর বিদ্যালয় বন্ধ',
    paragraphs: [
      'শীতকালীন ছুটি উপলক্ষে ১৫ থেকে ৩১ ডিসেম্বর বিদ্যালয় বন্ধ থাকবে। ভর্তির কাজের জন্য কর্মদিবসে অফিস খোলা থাকবে।',
      'নতুন শিক্ষাবর্ষের ক্লাস ১ জানুয়ারি পাঠ্যপুস্তক উৎসবের মধ্য দিয়ে শুরু হবে।',
    ],
  },
  'Annual Examination 2026 routine (Classes 6 to 9)': {
    title: 'বার্ষিক পরীক্ষা ২০২৬-এর সময়সূচি (ষষ্ঠ থেকে নবম শ্রেণি)',
    paragraphs: [
      'ডিসেম্বরের প্রথম রবিবার বার্ষিক পরীক্ষা ২০২৬ শুরু হবে। পরীক্ষা সকাল ১০টায় শুরু; শিক্ষার্থীদের সকাল ৯টা ৪৫ মিনিটের মধ্যে আসন গ্রহণ করতে হবে।',
      'প্রতিটি শ্রেণির পূর্ণ সময়সূচি সংযুক্ত আছে। নবম শ্রেণির ব্যবহারিক পরীক্ষা আগের সপ্তাহে গবেষণাগারে হবে।',
    ],
  },
  'Victory Day: school closed on 16 December': {
    title: 'বিজয় দিবস: ১৬ ডিসেম্বর বিদ্যালয় বন্ধ',
    paragraphs: [
      'বিজয় দিবস উপলক্ষে ১৬ ডিসেম্বর বিদ্যালয় বন্ধ থাকবে। স্কাউট ও ক্যাডেট দলের শিক্ষার্থীরা সকাল ৭টায় জেলা স্টেডিয়ামে কুচকাওয়াজে যোগ দেবে।',
    ],
  },
  'Guardians’ meeting for Classes 9 and 10': {
    title: 'নবম ও দশম শ্রেণির অভিভাবক সভা',
    paragraphs: [
      'এসএসসি পরীক্ষার প্রস্তুতি ও টেস্ট পরীক্ষার ফলাফল নিয়ে আলোচনার জন্য শনিবার সকাল ১০টায় মিলনায়তনে নবম ও দশম শ্রেণির অভিভাবক সভা অনুষ্ঠিত হবে।',
      'অভিভাবকদের সশরীরে উপস্থিত থাকার অনুরোধ করা হলো।',
    ],
  },
}

/** Calendar entries in Bangla, by English title (every year's entry of that name). */
export const CALENDAR_BN: Record<string, string> = {
  'Textbook festival and first day of classes': 'পাঠ্যপুস্তক উৎসব ও ক্লাসের প্রথম দিন',
  'Admission test (Classes 1–9)': 'ভর্তি পরীক্ষা (প্রথম থেকে নবম শ্রেণি)',
  'Admission test results': 'ভর্তি পরীক্ষার ফলাফল',
  'Annual sports week': 'বার্ষিক ক্রীড়া সপ্তাহ',
  'Prize-giving and cultural programme': 'পুরস্কার বিতরণ ও সাংস্কৃতিক অনুষ্ঠান',
  'First class test': 'প্রথম শ্রেণি পরীক্ষা',
  'International Mother Language Day (Shaheed Day)': 'আন্তর্জাতিক মাতৃভাষা দিবস (শহীদ দিবস)',
  'Guardians’ meeting (Classes 6–10)': 'অভিভাবক সভা (ষষ্ঠ থেকে দশম শ্রেণি)',
  'Shab-e-Barat': 'শবে বরাত',
  'Eid-ul-Fitr vacation': 'ঈদুল ফিতরের ছুটি',
  'Independence Day': 'স্বাধীনতা দিবস',
  'Pahela Baishakh (Bangla New Year)': 'পহেলা বৈশাখ (বাংলা নববর্ষ)',
  'Second class test': 'দ্বিতীয় শ্রেণি পরীক্ষা',
  'May Day': 'মে দিবস',
  'Buddha Purnima': 'বুদ্ধ পূর্ণিমা',
  'Eid-ul-Adha vacation': 'ঈদুল আজহার ছুটি',
  'Half-Yearly Examination': 'অর্ধবার্ষিক পরীক্ষা',
  Ashura: 'আশুরা',
  'Half-yearly results published': 'অর্ধবার্ষিক পরীক্ষার ফল প্রকাশ',
  'Third class test': 'তৃতীয় শ্রেণি পরীক্ষা',
  'Eid-e-Miladunnabi': 'ঈদে মিলাদুন্নবী',
  Janmashtami: 'জন্মাষ্টমী',
  'Fourth class test': 'চতুর্থ শ্রেণি পরীক্ষা',
  'Science and ICT fair': 'বিজ্ঞান ও আইসিটি মেলা',
  'Durga Puja vacation': 'দুর্গাপূজার ছুটি',
  'Test Examination (Class 10, SSC candidates)': 'টেস্ট পরীক্ষা (দশম শ্রেণি, এসএসসি পরীক্ষার্থী)',
  'Admission forms on sale for next year': 'আগামী বছরের ভর্তি ফরম বিক্রি',
  'Annual Examination (Classes 1–9)': 'বার্ষিক পরীক্ষা (প্রথম থেকে নবম শ্রেণি)',
  'SSC model test (Class 10)': 'এসএসসি মডেল টেস্ট (দশম শ্রেণি)',
  'Admission test for next year (Classes 1–9)': 'আগামী বছরের ভর্তি পরীক্ষা (প্রথম থেকে নবম শ্রেণি)',
  'Admission results for next year': 'আগামী বছরের ভর্তির ফলাফল',
  'Victory Day': 'বিজয় দিবস',
  'Winter vacation': 'শীতকালীন ছুটি',
  'Annual results and promotion list': 'বার্ষিক ফলাফল ও উত্তীর্ণদের তালিকা',
  'Christmas Day': 'বড়দিন',
}
