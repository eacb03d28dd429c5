/**
 * Bangla versions of the demo school's settings, classes, notices and calendar; the stories' are
 * in bangla-stories.ts. Every demo text has one, so a Bangla page reads in Bangla throughout.
 */
import { localiseDigits } from '@/lib/digits'
import { formatDate } from '@/lib/format'

import type { DemoCalendarEntry } from './calendar'

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
    'আমাদের প্রাক্তন শিক্ষার্থীরা দেশে-বিদেশে চিকিৎসক, প্রকৌশলী, সরকারি কর্মকর্তা, শিক্ষক ও উদ্যোক্তা হিসেবে কাজ করছেন — আর তাঁদের অনেকে প্রতিবছর ফিরে এসে নতুন প্রজন্মকে পথ দেখান।',
  ],
  principal_name: 'অধ্যাপক মো. আব্দুর রহমান',
  principal_message: [
    'প্রিয় শিক্ষার্থী, অভিভাবক ও শুভানুধ্যায়ীরা,',
    'একটি বিদ্যালয়ের পরিচয় তার ভবনে নয়, এখান থেকে বেরিয়ে যাওয়া তরুণদের চরিত্রে। পদ্মপাড়ে আমরা শিক্ষার্থীদের পরিশ্রমী ও সৎ হতে, একে অপরের আর দেশের প্রতি যত্নশীল হতে শেখাই।',
    'প্রত্যেক অভিভাবককে আমি বিদ্যালয়ে আসার, শিক্ষকদের সঙ্গে পরিচিত হওয়ার এবং বিদ্যালয়ের জীবনে অংশ নেওয়ার আমন্ত্রণ জানাই। সবাই মিলে আমরা আমাদের সন্তানদের প্রাপ্য ভবিষ্যৎ গড়ে দিতে পারি।',
  ],
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

export const TERMS_BN = {
  title: 'শর্তাবলি',
  content: [
    'এই শর্তাবলি বিদ্যালয়ের অনুষ্ঠানে নিবন্ধন এবং এই ওয়েবসাইট ব্যবহারের ক্ষেত্রে প্রযোজ্য। নিবন্ধনের আগে অনুগ্রহ করে পড়ে নিন।',
    '## অনুষ্ঠানে নিবন্ধন',
    'অনুষ্ঠানের পাতায় অন্য কিছু বলা না থাকলে নিবন্ধন বিনা মূল্যে। আসন সীমিত; অনুষ্ঠান পূর্ণ হলে বিদ্যালয় নিবন্ধন বন্ধ করতে পারে। অনুষ্ঠানের দিন নিশ্চিতকরণ ই-মেইল বা আপনার নাম সঙ্গে আনুন।',
    '## আপনার তথ্য',
    'আপনার দেওয়া তথ্য আমরা শুধু অনুষ্ঠান আয়োজন ও সে বিষয়ে আপনার সঙ্গে যোগাযোগের জন্য ব্যবহার করি, বিদ্যালয়ের বাইরে কারও সঙ্গে ভাগ করি না। ১৮ বছরের কম বয়সী শিক্ষার্থীদের প্রোফাইলে যোগাযোগ, অভিভাবক বা ঠিকানার তথ্য কখনো সবার জন্য দেখানো হয় না।',
    '## ছবি',
    'বিদ্যালয়ের অনুষ্ঠানে তোলা ছবি ক্যাম্পাস গ্যালারিতে প্রকাশ হতে পারে। কোনো অভিভাবক তাঁর সন্তানের ছবি তুলতে না চাইলে অনুষ্ঠানের আগে অফিসকে জানাবেন।',
    '## আচরণ',
    'অতিথিরা বিদ্যালয়ের আচরণবিধি এবং ক্যাম্পাসে শিক্ষক ও স্বেচ্ছাসেবকদের নির্দেশনা মেনে চলবেন।',
    '## যোগাযোগ',
    'এই শর্তাবলি নিয়ে প্রশ্ন থাকলে অফিসে জানান: info@padmapar.example অথবা যোগাযোগ পাতার হেল্প ডেস্কের নম্বরে।',
  ],
}

/** A class's summary and description in Bangla, as the English ones are made (seed/index.ts). */
export function classTextsBn(name: string, subjects: number) {
  const count = localiseDigits(String(subjects), 'bn')
  return {
    short_description: `পদ্মপাড়ের ${name}: ছোট শাখা, যত্নশীল শিক্ষক আর জাতীয় শিক্ষাক্রম।`,
    long_description: [
      `## ${name} সম্পর্কে`,
      `${name} জাতীয় শিক্ষাক্রম অনুসরণ করে: ${count}টি বিষয়, সাপ্তাহিক ক্লাস টেস্ট এবং অর্ধবার্ষিক ও বার্ষিক পরীক্ষা।`,
      '## আমরা যেভাবে পড়াই',
      'প্রতিটি শাখায় সর্বোচ্চ ৪৫ জন শিক্ষার্থী। শ্রেণিশিক্ষকেরা প্রতি টার্মে অভিভাবকদের সঙ্গে বসেন, আর যাদের সাহায্য দরকার তারা ছুটির পর বিনা মূল্যে বাড়তি ক্লাস পায়।',
    ],
  }
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

/** Every notice in Bangla, by English title. */
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
  'Library opening hours during examinations': {
    title: 'পরীক্ষার সময় গ্রন্থাগার খোলা থাকার সময়',
    paragraphs: [
      'বার্ষিক পরীক্ষার সময় নবম ও দশম শ্রেণির শিক্ষার্থীদের জন্য গ্রন্থাগার সকাল ৮টা থেকে বিকেল ৫টা পর্যন্ত খোলা থাকবে। এ সময় বই বাড়িতে নেওয়া যাবে না।',
    ],
  },
  'Test Examination routine for SSC candidates 2027': {
    title: '২০২৭ সালের এসএসসি পরীক্ষার্থীদের টেস্ট পরীক্ষার রুটিন',
    paragraphs: [
      '২০২৭ সালের এসএসসি পরীক্ষার্থীদের টেস্ট পরীক্ষা সংযুক্ত রুটিন অনুযায়ী অনুষ্ঠিত হবে। টেস্ট পরীক্ষায় উত্তীর্ণ শিক্ষার্থীরাই কেবল এসএসসির ফরম পূরণ করতে পারবে।',
    ],
  },
  'Stipend (upabritti) applications for Classes 6 to 10': {
    title: 'ষষ্ঠ থেকে দশম শ্রেণির উপবৃত্তির আবেদন',
    paragraphs: [
      'স্বল্প আয়ের পরিবারের শিক্ষার্থীরা সরকারি মাধ্যমিক উপবৃত্তির জন্য আবেদন করতে পারবে। অভিভাবকের জাতীয় পরিচয়পত্র ও মোবাইল ব্যাংকিং নম্বরসহ আবেদন দুই সপ্তাহের মধ্যে শ্রেণিশিক্ষকের কাছে জমা দিতে হবে।',
    ],
  },
  'HSC (Class 11) admission: apply online through the education board': {
    title: 'একাদশ শ্রেণিতে ভর্তি: শিক্ষা বোর্ডের মাধ্যমে অনলাইনে আবেদন',
    paragraphs: [
      'একাদশ শ্রেণিতে ভর্তি হয় শিক্ষা বোর্ডের অনলাইন পদ্ধতিতে। আমাদের কলেজের কোড ও বিভাগভিত্তিক আসনসংখ্যা সংযুক্ত বিজ্ঞপ্তিতে দেওয়া আছে।',
      'নির্বাচিত শিক্ষার্থীদের এসএসসির নম্বরপত্র ও প্রশংসাপত্র নিয়ে কলেজ অফিসে ভর্তি নিশ্চিত করতে হবে।',
    ],
  },
  'Annual sports week: team registration': {
    title: 'বার্ষিক ক্রীড়া সপ্তাহ: দলের নিবন্ধন',
    paragraphs: [
      'হাউস অধিনায়কদের বৃহস্পতিবারের মধ্যে বার্ষিক ক্রীড়া সপ্তাহের খেলোয়াড়দের নাম শারীরিক শিক্ষা শিক্ষকের কাছে জমা দিতে হবে। খেলার মধ্যে আছে ফুটবল, ক্রিকেট, কাবাডি, ১০০ মিটার দৌড় ও রিলে।',
    ],
  },
  'SSC 2027 form fill-up schedule and fees': {
    title: 'এসএসসি ২০২৭-এর ফরম পূরণের সময়সূচি ও ফি',
    paragraphs: [
      '২০২৭ সালের এসএসসি পরীক্ষার্থীদের সংযুক্ত সময়সূচিতে দেওয়া তারিখে বিদ্যালয়ের অফিসে বোর্ডের ফরম পূরণ করতে হবে।',
      'ফি: বিজ্ঞান ৳ ২,৬৫০; ব্যবসায় শিক্ষা ও মানবিক ৳ ২,৫৪০, কেন্দ্র ফিসহ।',
    ],
  },
  'Alumni Association merit scholarship 2026: applications open': {
    title: 'প্রাক্তন শিক্ষার্থী সমিতির মেধাবৃত্তি ২০২৬: আবেদন চলছে',
    paragraphs: [
      'ভালো ফল ও আর্থিক প্রয়োজন আছে এমন নবম ও একাদশ শ্রেণির শিক্ষার্থীদের জন্য প্রাক্তন শিক্ষার্থী সমিতি বছরে ৳ ১২,০০০ করে দশটি মেধাবৃত্তি দেয়।',
    ],
  },
  'Durga Puja vacation': {
    title: 'দুর্গাপূজার ছুটি',
    paragraphs: [
      'ছুটির তালিকা অনুযায়ী দুর্গাপূজা উপলক্ষে বিদ্যালয় বন্ধ থাকবে। পরের রবিবার থেকে আবার ক্লাস শুরু হবে।',
    ],
  },
  'Inter-house debate competition schedule': {
    title: 'আন্তঃহাউস বিতর্ক প্রতিযোগিতার সময়সূচি',
    paragraphs: [
      'প্রতি বৃহস্পতিবার ক্লাসের পর মিলনায়তনে আন্তঃহাউস বিতর্ক প্রতিযোগিতা হবে। পর্বগুলোর সময়সূচি সংযুক্ত আছে।',
    ],
  },
  'Class test results for September': {
    title: 'সেপ্টেম্বরের ক্লাস টেস্টের ফল',
    paragraphs: [
      'সেপ্টেম্বরের ক্লাস টেস্টের ফল শিক্ষার্থীদের দেওয়া হয়েছে। অভিভাবকেরা শিক্ষার্থীর ডায়েরিতে নম্বর দেখে শ্রেণিশিক্ষকের সঙ্গে আলোচনা করতে পারেন।',
    ],
  },
  'Science fair 2026: project submissions': {
    title: 'বিজ্ঞান মেলা ২০২৬: প্রকল্প জমা',
    paragraphs: [
      'সর্বোচ্চ তিনজনের দল বিজ্ঞান শিক্ষকের কাছে প্রকল্পের প্রস্তাব জমা দিতে পারবে। নির্বাচিত প্রকল্প বিদ্যালয়ের বিজ্ঞান মেলায় দেখানো হবে এবং জেলা মেলায় পাঠানো হবে।',
    ],
  },
  'Tuition fees can be paid through bKash and Nagad': {
    title: 'বিকাশ ও নগদে বেতন পরিশোধ করা যাবে',
    paragraphs: [
      'এখন থেকে শিক্ষার্থীর আইডি রেফারেন্স দিয়ে বিকাশ ও নগদে মাসিক বেতন পরিশোধ করা যাবে। লেনদেন নম্বর রেখে দিন; হিসাব শাখা দুই কর্মদিবসের মধ্যে পরিশোধ নিশ্চিত করবে।',
    ],
  },
  'HSC 2026 results and college merit list': {
    title: 'এইচএসসি ২০২৬-এর ফল ও কলেজের মেধাতালিকা',
    paragraphs: [
      '২০২৬ সালের এইচএসসি পরীক্ষার্থীদের অভিনন্দন: ৯৩.৮% পাস করেছে এবং ৪১ জন জিপিএ ৫ পেয়েছে। মেধাতালিকা সংযুক্ত আছে।',
    ],
  },
  'New school uniform supplier and prices': {
    title: 'বিদ্যালয়ের পোশাকের নতুন সরবরাহকারী ও দাম',
    paragraphs: [
      'এই টার্ম থেকে সংযুক্ত তালিকায় উল্লেখিত সরবরাহকারীর কাছে পরিচালনা পর্ষদের অনুমোদিত দামে বিদ্যালয়ের পোশাক পাওয়া যাবে। একই নকশায় অন্য কোথাও থেকেও পোশাক বানিয়ে নেওয়া যাবে।',
    ],
  },
  'Half-Yearly Examination 2026 results published': {
    title: 'অর্ধবার্ষিক পরীক্ষা ২০২৬-এর ফল প্রকাশিত',
    paragraphs: [
      'ষষ্ঠ থেকে নবম শ্রেণির অর্ধবার্ষিক পরীক্ষা ২০২৬-এর ফল প্রকাশিত হয়েছে। অভিভাবক সভায় অভিভাবকদের হাতে রিপোর্ট কার্ড দেওয়া হবে।',
    ],
  },
  'Half-Yearly Examination 2026 routine': {
    title: 'অর্ধবার্ষিক পরীক্ষা ২০২৬-এর রুটিন',
    paragraphs: ['ষষ্ঠ থেকে নবম শ্রেণির অর্ধবার্ষিক পরীক্ষা ২০২৬ সংযুক্ত রুটিন অনুযায়ী অনুষ্ঠিত হবে।'],
  },
  'Eid-ul-Adha vacation': {
    title: 'ঈদুল আজহার ছুটি',
    paragraphs: ['ঈদুল আজহা উপলক্ষে বিদ্যালয় বন্ধ থাকবে। সব শিক্ষার্থী, অভিভাবক ও কর্মীকে ঈদ মোবারক।'],
  },
  'SSC 2026 results: 96.4% passed, 58 students with GPA 5': {
    title: 'এসএসসি ২০২৬-এর ফল: ৯৬.৪% পাস, জিপিএ ৫ পেয়েছে ৫৮ জন',
    paragraphs: [
      '২০২৬ সালের এসএসসি পরীক্ষার্থীদের নিয়ে আমরা গর্বিত: ৯৬.৪% পাস করেছে এবং ৫৮ জন জিপিএ ৫ পেয়েছে। শিক্ষক ও অভিভাবকদের ধন্যবাদ।',
    ],
  },
  'Mobile phones are not allowed in examination halls': {
    title: 'পরীক্ষার হলে মোবাইল ফোন নিষিদ্ধ',
    paragraphs: [
      'শিক্ষার্থীরা পরীক্ষার হলে মোবাইল ফোন বা স্মার্টওয়াচ আনতে পারবে না। পাওয়া গেলে অভিভাবক না আসা পর্যন্ত যন্ত্রটি অফিসে রাখা হবে।',
    ],
  },
  'Lottery result for Class 1 admission 2026': {
    title: 'প্রথম শ্রেণিতে ভর্তি ২০২৬-এর লটারির ফল',
    paragraphs: [
      'অভিভাবকদের উপস্থিতিতে প্রথম শ্রেণিতে ভর্তির লটারি অনুষ্ঠিত হয়েছে। নির্বাচিত ও অপেক্ষমাণ আবেদনকারীদের তালিকা সংযুক্ত আছে।',
    ],
  },
  'Class routine 2027': {
    title: '২০২৭ সালের ক্লাস রুটিন',
    paragraphs: ['জানুয়ারিতে ক্লাস শুরুর আগেই ২০২৭ সালের ক্লাস রুটিন প্রকাশ করা হবে।'],
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
  'Admission forms on sale (Classes 1–9, remaining seats)':
    'ভর্তি ফরম বিক্রি (প্রথম থেকে নবম শ্রেণি, খালি আসন)',
  'Admission and enrolment of selected students': 'নির্বাচিত শিক্ষার্থীদের ভর্তি',
  'Classes begin for newly admitted students': 'নতুন ভর্তি হওয়া শিক্ষার্থীদের ক্লাস শুরু',
  'Study tour (Classes 9 and 10)': 'শিক্ষাসফর (নবম ও দশম শ্রেণি)',
  'Guardians’ meeting after the Half-Yearly Examination': 'অর্ধবার্ষিক পরীক্ষার পর অভিভাবক সভা',
  'Class XI admission (college section)': 'একাদশ শ্রেণিতে ভর্তি (কলেজ শাখা)',
}

/** Calendar entries' descriptions in Bangla, by the English text. */
export const CALENDAR_DESCRIPTIONS_BN: Record<string, string> = {
  'Every student receives the new textbooks free of charge, and classes of the new school year begin.':
    'প্রত্যেক শিক্ষার্থী বিনা মূল্যে নতুন পাঠ্যবই পায়, আর নতুন শিক্ষাবর্ষের ক্লাস শুরু হয়।',
  'At the school office, 9 AM to 1 PM. The form costs ৳300.':
    'বিদ্যালয়ের অফিসে, সকাল ৯টা থেকে দুপুর ১টা। ফরমের দাম ৳৩০০।',
  'Bring the admit card and a pen. Class 1 has a short oral test only.':
    'প্রবেশপত্র ও কলম সঙ্গে আনুন। প্রথম শ্রেণির জন্য শুধু ছোট একটি মৌখিক পরীক্ষা।',
  'Published on the notice board and on this website.': 'নোটিশ বোর্ডে ও এই ওয়েবসাইটে প্রকাশ করা হবে।',
  'Bring the birth certificate, two photographs and the previous school’s report.':
    'জন্মনিবন্ধন সনদ, দুই কপি ছবি আর আগের বিদ্যালয়ের রিপোর্ট কার্ড সঙ্গে আনুন।',
  'Heats during the week, finals and the march past on the last day.':
    'সপ্তাহজুড়ে বাছাই পর্ব, শেষ দিনে ফাইনাল ও কুচকাওয়াজ।',
  'Prizes for last year’s results and the sports week. Guardians are welcome.':
    'গত বছরের ফল ও ক্রীড়া সপ্তাহের পুরস্কার। অভিভাবকদের স্বাগত।',
  'A day trip with the class teachers; consent forms go home a week before.':
    'শ্রেণিশিক্ষকদের সঙ্গে এক দিনের সফর; সম্মতিপত্র এক সপ্তাহ আগে বাড়িতে পাঠানো হবে।',
  'One subject a day in the first period, for Classes 3–10.':
    'তৃতীয় থেকে দশম শ্রেণির জন্য, প্রথম পিরিয়ডে দিনে একটি বিষয়।',
  'Students who wish to join the dawn walk to the Shaheed Minar meet at 6 AM.':
    'যারা প্রভাতফেরিতে শহীদ মিনারে যেতে চায়, তারা সকাল ৬টায় জড়ো হবে।',
  'Class teachers share the first class test results, 10 AM to 1 PM.':
    'শ্রেণিশিক্ষকেরা প্রথম ক্লাস টেস্টের ফল জানাবেন, সকাল ১০টা থেকে দুপুর ১টা।',
  'All classes. The routine is on the notice board two weeks before.':
    'সব শ্রেণি। রুটিন দুই সপ্তাহ আগে নোটিশ বোর্ডে দেওয়া হবে।',
  'Report cards are handed to guardians at the meeting that follows.':
    'পরের অভিভাবক সভায় অভিভাবকদের হাতে রিপোর্ট কার্ড দেওয়া হবে।',
  'All classes, 10 AM to 1 PM, with the class teachers.':
    'সব শ্রেণি, সকাল ১০টা থেকে দুপুর ১টা, শ্রেণিশিক্ষকদের সঙ্গে।',
  'Apply online through the education board after the SSC results; the office helps with the form.':
    'এসএসসির ফলের পর শিক্ষা বোর্ডের মাধ্যমে অনলাইনে আবেদন করুন; ফরম পূরণে অফিস সাহায্য করবে।',
  'Projects by Classes 6–10 in the auditorium; open to guardians from 11 AM.':
    'মিলনায়তনে ষষ্ঠ থেকে দশম শ্রেণির প্রকল্প; সকাল ১১টা থেকে অভিভাবকদের জন্য খোলা।',
  'Students who pass are registered for the SSC examination.':
    'উত্তীর্ণ শিক্ষার্থীদের এসএসসি পরীক্ষার জন্য নিবন্ধন করা হবে।',
  'Classes 1–9. At the school office, 9 AM to 1 PM. The form costs ৳300.':
    'প্রথম থেকে নবম শ্রেণি। বিদ্যালয়ের অফিসে, সকাল ৯টা থেকে দুপুর ১টা। ফরমের দাম ৳৩০০।',
  'The routine is on the notice board and this website from 1 November.':
    '১ নভেম্বর থেকে রুটিন নোটিশ বোর্ডে ও এই ওয়েবসাইটে পাওয়া যাবে।',
  'Full papers under board conditions, to prepare for the SSC examination.':
    'এসএসসির প্রস্তুতির জন্য বোর্ডের নিয়মে পূর্ণ প্রশ্নপত্রে পরীক্ষা।',
  'School reopens in January with the textbook festival.':
    'জানুয়ারিতে পাঠ্যপুস্তক উৎসবের মধ্য দিয়ে বিদ্যালয় আবার খুলবে।',
  'Published on the notice board and on this website at 10 AM.':
    'সকাল ১০টায় নোটিশ বোর্ডে ও এই ওয়েবসাইটে প্রকাশ করা হবে।',
}

/** Days that follow the moon, in Bangla, by their English name in the calendar's notes. */
const MOON_DAYS_BN: Record<string, string> = {
  'Shab-e-Barat': 'শবে বরাত',
  'Eid-ul-Fitr': 'ঈদুল ফিতর',
  'Buddha Purnima': 'বুদ্ধ পূর্ণিমা',
  'Eid-ul-Adha': 'ঈদুল আজহা',
  Ashura: 'আশুরা',
  'Eid-e-Miladunnabi': 'ঈদে মিলাদুন্নবী',
  Janmashtami: 'জন্মাষ্টমী',
  'Bijoya Dashami': 'বিজয়া দশমী',
}

/** A calendar entry's title and note in Bangla (the note null where the English has none). */
export function calendarEntryBn(entry: DemoCalendarEntry): {
  title: string
  description: string | null
} {
  const title = CALENDAR_BN[entry.title] ?? entry.title
  if (entry.moon) {
    const { day, what, estimated } = entry.moon
    return {
      title,
      description:
        `${MOON_DAYS_BN[what] ?? what} হতে পারে ${formatDate(day, 'bn')}। চাঁদ দেখার ওপর নির্ভর করে তারিখ এক দিন এদিক-ওদিক হতে পারে; ` +
        `বিদ্যালয় নোটিশ দিয়ে তা নিশ্চিত করবে${estimated ? ' (এই তারিখটি আনুমানিক)' : ''}।`,
    }
  }
  const description = entry.description
    ? (CALENDAR_DESCRIPTIONS_BN[entry.description] ?? entry.description)
    : null
  return { title, description }
}
