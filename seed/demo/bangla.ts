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
