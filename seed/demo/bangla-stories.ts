/**
 * Bangla versions of the demo's stories: every news item, event, blog, article and alumni event,
 * keyed by its English title, and the paragraphs their texts are made of.
 */

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
    summary:
      'স্থানীয় হাসপাতালের চিকিৎসকেরা ৬৪০ জন শিক্ষার্থীর চোখ পরীক্ষা করেছেন এবং ৮৫ জোড়া চশমা দিয়েছেন।',
  },
  'Math Olympiad: three students reach the national round': {
    title: 'গণিত অলিম্পিয়াড: জাতীয় পর্বে আমাদের তিন শিক্ষার্থী',
    summary: 'নবম শ্রেণির দুজন ও সপ্তম শ্রেণির একজন ফেব্রুয়ারিতে ঢাকায় জাতীয় পর্বে অংশ নেবে।',
  },
  'Digital classrooms now in every secondary section': {
    title: 'মাধ্যমিকের প্রতিটি শাখায় এখন ডিজিটাল শ্রেণিকক্ষ',
    summary: 'এই টার্মে ১৮টি শ্রেণিকক্ষে প্রজেক্টর ও সাউন্ড সিস্টেম বসানো হয়েছে।',
  },
  'Guardian meeting on adolescent health': {
    title: 'কৈশোরের স্বাস্থ্য নিয়ে অভিভাবক সভা',
    summary: 'একজন পরামর্শক ও বিদ্যালয়ের চিকিৎসক দুই ঘণ্টা ধরে অভিভাবকদের প্রশ্নের উত্তর দিয়েছেন।',
  },
  'Victory Day programme honours freedom fighters': {
    title: 'বিজয় দিবসের অনুষ্ঠানে মুক্তিযোদ্ধাদের সম্মাননা',
    summary: 'শিক্ষার্থীরা গান ও আবৃত্তি করেছে এবং এলাকার তিন মুক্তিযোদ্ধার স্মৃতিকথা শুনেছে।',
  },
  'Football team reaches the district final': {
    title: 'জেলা ফাইনালে আমাদের ফুটবল দল',
    summary: 'শেষ মুহূর্তের হেডে অনূর্ধ্ব-১৫ দল জেলা স্টেডিয়ামের ফাইনালে উঠেছে।',
  },
  'Library adds 2,000 Bangla and English books': {
    title: 'গ্রন্থাগারে যোগ হলো ২,০০০ বাংলা ও ইংরেজি বই',
    summary: 'নতুন তাকে আছে বিজ্ঞান কল্পকাহিনি, জীবনী আর পরীক্ষার সহায়ক বই।',
  },
  'Scholarship results for Class 5 and Class 8': {
    title: 'পঞ্চম ও অষ্টম শ্রেণির বৃত্তির ফল',
    summary: 'একুশজন শিক্ষার্থী ট্যালেন্টপুল ও সাধারণ গ্রেডে বৃত্তি পেয়েছে।',
  },
  'Science fair: 60 projects from classes 6 to 10': {
    title: 'বিজ্ঞান মেলা: ষষ্ঠ থেকে দশম শ্রেণির ৬০টি প্রকল্প',
    summary: 'সৌরচালিত রাইস কুকার আর বন্যার আগাম সতর্কবার্তার মডেল সেরা পুরস্কার জিতেছে।',
  },
  'Winter clothes drive for families in the char areas': {
    title: 'চরাঞ্চলের পরিবারগুলোর জন্য শীতবস্ত্র সংগ্রহ',
    summary: 'দুই সপ্তাহে শিক্ষার্থীরা ৯০০টি কম্বল ও সোয়েটার সংগ্রহ করেছে।',
  },
  'International Mother Language Day at the Shaheed Minar': {
    title: 'শহীদ মিনারে আন্তর্জাতিক মাতৃভাষা দিবস',
    summary: 'ফুল আর একুশের গান নিয়ে বিদ্যালয় প্রভাতফেরিতে যোগ দিয়েছে।',
  },
  'Cricket coaching camp with a former national player': {
    title: 'সাবেক জাতীয় খেলোয়াড়ের সঙ্গে ক্রিকেট প্রশিক্ষণ শিবির',
    summary: 'চল্লিশজন শিক্ষার্থী পাঁচ দিন ধরে ব্যাটিংয়ের কৌশল ও ফিটনেসের অনুশীলন করেছে।',
  },
  'HSC test examination schedule': {
    title: 'এইচএসসি টেস্ট পরীক্ষার সময়সূচি',
    summary: 'কলেজ শাখার টেস্ট পরীক্ষা অক্টোবরের মাঝামাঝি থেকে তিন সপ্তাহ চলবে।',
  },
  'College section admission for HSC 2027 session': {
    title: 'এইচএসসি ২০২৭ সেশনে কলেজ শাখায় ভর্তি',
    summary: 'আবেদন শিক্ষা বোর্ডের অনলাইন পদ্ধতিতে; হেল্প ডেস্ক প্রতিদিন খোলা।',
  },
  'Rover scouts win national camp award': {
    title: 'জাতীয় ক্যাম্পে পুরস্কার জিতল রোভার স্কাউটরা',
    summary: 'জাতীয় জাম্বুরিতে ক্যাম্প ক্রাফটে আমাদের দল সেরা হয়েছে।',
  },
  'Safe road-crossing campaign outside the school gate': {
    title: 'বিদ্যালয়ের ফটকের সামনে নিরাপদে রাস্তা পারাপারের অভিযান',
    summary: 'ব্যস্ত সময়ে ট্রাফিক পুলিশ ও স্বেচ্ছাসেবক শিক্ষার্থীরা পারাপারে সাহায্য করছে।',
  },
  'Cultural week: music, drama and recitation': {
    title: 'সাংস্কৃতিক সপ্তাহ: গান, নাটক ও আবৃত্তি',
    summary: 'পাঁচ সন্ধ্যার পরিবেশনা শেষ হয়েছে রবীন্দ্র-নজরুল সংগীতসন্ধ্যায়।',
  },
  'Solar panels now power the computer lab': {
    title: 'সৌর প্যানেলে চলছে কম্পিউটার ল্যাব',
    summary: 'ছাদের ১০ কিলোওয়াটের সৌরব্যবস্থা দিনের বেলা ল্যাব ও গ্রন্থাগারের বিদ্যুৎ জোগায়।',
  },
  'Teachers complete training on creative questions': {
    title: 'সৃজনশীল প্রশ্ন নিয়ে শিক্ষকদের প্রশিক্ষণ সম্পন্ন',
    summary: 'জাতীয় শিক্ষাক্রম নিয়ে দুই সপ্তাহের প্রশিক্ষণে ত্রিশজন শিক্ষক অংশ নিয়েছেন।',
  },
  'Badminton tournament for girls': {
    title: 'মেয়েদের ব্যাডমিন্টন প্রতিযোগিতা',
    summary: 'শীতের ছুটিতে ষষ্ঠ থেকে দশম শ্রেণির ৬৪ জন খেলোয়াড় প্রতিদ্বন্দ্বিতা করেছে।',
  },
  'Admission test results for Class 9 (Science)': {
    title: 'নবম শ্রেণির (বিজ্ঞান) ভর্তি পরীক্ষার ফল',
    summary: 'মেধাতালিকা ও অপেক্ষমাণ তালিকা অফিসের নোটিশ বোর্ডে টানানো হয়েছে।',
  },
  'Clean campus day before the new year': {
    title: 'নতুন বছরের আগে পরিচ্ছন্ন ক্যাম্পাস দিবস',
    summary: 'প্রতিটি শাখা ক্যাম্পাসের একটি কোণের দায়িত্ব নিয়েছে এবং সীমানাপ্রাচীর রং করেছে।',
  },
  'Former student wins Bangla Academy young writers’ award': {
    title: 'বাংলা একাডেমির তরুণ লেখক পুরস্কার পেলেন আমাদের প্রাক্তন শিক্ষার্থী',
    summary: 'নদীর জীবন নিয়ে লেখা তাঁর গল্পগ্রন্থটি সেরা প্রথম বই নির্বাচিত হয়েছে।',
  },
  'Hand-washing stations installed near every block': {
    title: 'প্রতিটি ভবনের পাশে হাত ধোয়ার ব্যবস্থা',
    summary: 'সাবান ও পরিষ্কার পানিসহ বারোটি স্টেশন টিফিনের সময় শিক্ষার্থীদের কাজে লাগছে।',
  },
}

/** Events by English name: Bangla name and subtitle. */
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
  'ICT Olympiad Workshop': { name: 'আইসিটি অলিম্পিয়াড কর্মশালা', subtitle: 'স্ক্র্যাচ ও পাইথনে কোডিং' },
  'Blood Donation Camp': {
    name: 'রক্তদান শিবির',
    subtitle: 'রেড ক্রিসেন্টের যুব ইউনিটের সঙ্গে',
  },
  'Spring Festival (Basanta Utsab)': { name: 'বসন্ত উৎসব', subtitle: 'ফাল্গুনের রং' },
  'Debate Championship Final': {
    name: 'বিতর্ক চ্যাম্পিয়নশিপের চূড়ান্ত পর্ব',
    subtitle: 'প্রযুক্তি আমাদের আরও একা করে তুলছে',
  },
  'Annual Sports Day 2025': { name: 'বার্ষিক ক্রীড়া দিবস ২০২৫', subtitle: 'শীতের অ্যাথলেটিকস' },
  'Pohela Boishakh 1433': { name: 'পহেলা বৈশাখ ১৪৩৩', subtitle: 'বাংলা নববর্ষ উদ্‌যাপন' },
  'Science Fair 2025': { name: 'বিজ্ঞান মেলা ২০২৫', subtitle: 'তরুণ উদ্ভাবকেরা' },
  'Mother Language Day Programme': {
    name: 'মাতৃভাষা দিবসের অনুষ্ঠান',
    subtitle: 'আমার ভাইয়ের রক্তে রাঙানো',
  },
  'Tree Plantation Week': { name: 'বৃক্ষরোপণ সপ্তাহ', subtitle: 'একজন শিক্ষার্থী, একটি গাছ' },
  'Eye Camp for Students': {
    name: 'শিক্ষার্থীদের চক্ষু শিবির',
    subtitle: 'স্থানীয় চক্ষু হাসপাতালের সহযোগিতায়',
  },
  'Teachers’ Training on Creative Questions': {
    name: 'সৃজনশীল প্রশ্ন বিষয়ে শিক্ষক প্রশিক্ষণ',
    subtitle: 'জাতীয় শিক্ষাক্রম কর্মশালা',
  },
  'Quiz Contest on the Liberation War': {
    name: 'মুক্তিযুদ্ধ বিষয়ে কুইজ প্রতিযোগিতা',
    subtitle: 'ষষ্ঠ থেকে দশম শ্রেণির জন্য',
  },
  'Art Exhibition: Rivers of Bengal': {
    name: 'চিত্রপ্রদর্শনী: বাংলার নদী',
    subtitle: 'আমাদের শিক্ষার্থীদের আঁকা ছবি',
  },
  'Road Safety Rally': { name: 'সড়ক নিরাপত্তা র‍্যালি', subtitle: 'নিরাপদ সড়ক, নিরাপদ বিদ্যালয়' },
  'Winter Clothes Drive Hand-over': {
    name: 'শীতবস্ত্র হস্তান্তর',
    subtitle: 'চরাঞ্চলের পরিবারগুলোর জন্য',
  },
}

/** Where the events take place, in Bangla, for their texts. */
export const VENUES_BN: Record<string, string> = {
  'School auditorium': 'বিদ্যালয় মিলনায়তন',
  'School playground': 'বিদ্যালয়ের খেলার মাঠ',
  'Open-air stage': 'উন্মুক্ত মঞ্চ',
  'Seminar room': 'সেমিনার কক্ষ',
  'Classrooms 201–206': '২০১–২০৬ নম্বর শ্রেণিকক্ষ',
  'Library courtyard': 'গ্রন্থাগারের আঙিনা',
  'Computer lab': 'কম্পিউটার ল্যাব',
  'Health room': 'স্বাস্থ্যকক্ষ',
  'School garden': 'বিদ্যালয়ের বাগান',
  'Campus and Upashahar road': 'ক্যাম্পাস ও উপশহরের সড়ক',
  'Shaheed Minar': 'শহীদ মিনার',
  'River road': 'নদীর পাড়ের সড়ক',
  'Library hall': 'গ্রন্থাগার হল',
  'School gate to Talaimari': 'বিদ্যালয়ের ফটক থেকে তালাইমারী',
  'School gate': 'বিদ্যালয়ের ফটক',
}

/** Blogs by English title. */
export const BLOGS_BN: Record<string, string> = {
  'How we prepare for the SSC without private tutors':
    'প্রাইভেট টিউটর ছাড়াই যেভাবে আমরা এসএসসির প্রস্তুতি নিই',
  'Ten books every Class 8 student should read':
    'অষ্টম শ্রেণির প্রত্যেক শিক্ষার্থীর পড়া উচিত এমন দশটি বই',
  'A day in the life of a school librarian': 'বিদ্যালয়ের গ্রন্থাগারিকের একটি দিন',
  'What our science fair taught us about failure': 'ব্যর্থতা নিয়ে বিজ্ঞান মেলা আমাদের যা শেখাল',
  'Making the most of tiffin break': 'টিফিনের বিরতির সেরা ব্যবহার',
  'Why we still teach handwriting': 'কেন আমরা এখনো হাতের লেখা শেখাই',
  'Learning English through songs and stories': 'গান আর গল্পে ইংরেজি শেখা',
  'Our rooftop garden: a year of tomatoes and chillies': 'আমাদের ছাদবাগান: টমেটো আর মরিচের এক বছর',
  'Notes from the debate club': 'বিতর্ক ক্লাবের খাতা থেকে',
  'How parents can help with homework without doing it':
    'নিজে করে না দিয়েও মা-বাবা যেভাবে বাড়ির কাজে সাহায্য করতে পারেন',
  'Football, friendship and the district final': 'ফুটবল, বন্ধুত্ব আর জেলা ফাইনাল',
  'The joy of a school picnic at Padma’s bank': 'পদ্মার পাড়ে বিদ্যালয়ের বনভোজনের আনন্দ',
  'Digital classrooms: what changed and what did not': 'ডিজিটাল শ্রেণিকক্ষ: কী বদলাল, কী বদলাল না',
  'A teacher’s letter to the SSC batch of 2026': '২০২৬ সালের এসএসসি ব্যাচের কাছে একজন শিক্ষকের চিঠি',
  'Scouting: learning to tie knots and lead': 'স্কাউটিং: গিঁট বাঁধা আর নেতৃত্ব দিতে শেখা',
  'Staying healthy during exam season': 'পরীক্ষার মৌসুমে সুস্থ থাকা',
}

/** Articles by English title. */
export const ARTICLES_BN: Record<string, string> = {
  'The history of Padmapar Ideal School & College': 'পদ্মপাড় আইডিয়াল স্কুল অ্যান্ড কলেজের ইতিহাস',
  'Understanding the new national curriculum': 'নতুন জাতীয় শিক্ষাক্রম বোঝা',
  'Creative questions: a guide for guardians': 'সৃজনশীল প্রশ্ন: অভিভাবকদের জন্য নির্দেশিকা',
  'Science, Business or Humanities? Choosing a group after Class 8':
    'বিজ্ঞান, ব্যবসায় শিক্ষা না মানবিক? অষ্টম শ্রেণির পর বিভাগ বেছে নেওয়া',
  'Adolescent health: what every parent should know':
    'কৈশোরের স্বাস্থ্য: প্রত্যেক মা-বাবার যা জানা দরকার',
  'Safe internet use for school children': 'স্কুলপড়ুয়া শিশুদের নিরাপদ ইন্টারনেট ব্যবহার',
  'The importance of mother language education': 'মাতৃভাষায় শিক্ষার গুরুত্ব',
  'How scholarships work in Bangladesh': 'বাংলাদেশে বৃত্তি যেভাবে কাজ করে',
  'Flood preparedness for families near the Padma': 'পদ্মার কাছের পরিবারগুলোর বন্যা প্রস্তুতি',
  'The role of a school governing body': 'বিদ্যালয় পরিচালনা পর্ষদের ভূমিকা',
  'Learning mathematics through everyday problems': 'প্রতিদিনের সমস্যা দিয়ে গণিত শেখা',
  'Why reading for pleasure matters': 'আনন্দের জন্য পড়া কেন জরুরি',
  'Balancing sports and studies': 'খেলাধুলা ও পড়াশোনার ভারসাম্য',
  'Career paths after HSC': 'এইচএসসির পর ক্যারিয়ারের পথ',
  'Climate change and the rivers of Rajshahi': 'জলবায়ু পরিবর্তন ও রাজশাহীর নদী',
}

/** Alumni events by English name. */
export const ALUMNI_EVENTS_BN: Record<string, string> = {
  'Grand Alumni Reunion 2026': 'প্রাক্তন শিক্ষার্থীদের মহাপুনর্মিলনী ২০২৬',
  'Alumni Career Mentoring Day': 'প্রাক্তন শিক্ষার্থীদের ক্যারিয়ার পরামর্শ দিবস',
  'Alumni Blood Donation Drive': 'প্রাক্তন শিক্ষার্থীদের রক্তদান কর্মসূচি',
  'Alumni Iftar Gathering': 'প্রাক্তন শিক্ষার্থীদের ইফতার মাহফিল',
  'Batch 2006 Twentieth Anniversary': '২০০৬ ব্যাচের বিশ বছর পূর্তি',
  'Alumni Cricket Match vs Teachers': 'প্রাক্তন শিক্ষার্থী বনাম শিক্ষকদের ক্রিকেট ম্যাচ',
  'Scholarship Fund Dinner': 'বৃত্তি তহবিলের নৈশভোজ',
}

/** The subtitles blogs, articles and alumni events share. */
export const WRITING_SUBTITLES_BN = {
  Blog: 'আমাদের বিদ্যালয় পরিবার থেকে',
  Article: 'শিক্ষার্থী ও অভিভাবকদের জন্য',
  Alumni: 'প্রাক্তন শিক্ষার্থী সমিতি',
} as const

/** The opening line of every alumni event's text. */
export const ALUMNI_LEAD_BN = 'সব ব্যাচের প্রাক্তন শিক্ষার্থীদের আমন্ত্রণ জানানো হচ্ছে।'

/** The Bangla twins of the stories' shared paragraphs (stories.ts PARAGRAPHS, in order). */
export const PARAGRAPHS_BN = [
  'প্রজন্মের পর প্রজন্ম ধরে পদ্মপাড় আইডিয়াল স্কুল অ্যান্ড কলেজ রাজশাহীর পরিবারগুলোর পাশে আছে, আর প্রতিবছর আমাদের শিক্ষার্থীরা বিদ্যালয়ের মুখ উজ্জ্বল করার নতুন পথ খুঁজে নেয়।',
  'শিক্ষক, অভিভাবক ও শিক্ষার্থীরা কয়েক সপ্তাহ ধরে একসঙ্গে প্রস্তুতি নিয়েছেন। সবচেয়ে ছোট স্বেচ্ছাসেবক থেকে পরিচালনা পর্ষদের সদস্য পর্যন্ত যাঁরা সময় দিয়েছেন, অফিস তাঁদের সবাইকে ধন্যবাদ জানায়।',
  'বিস্তারিত জানতে অভিভাবকেরা হেল্প ডেস্কে যোগাযোগ করতে পারেন। তথ্য অফিসের পাশের নোটিশ বোর্ডেও টানানো আছে এবং শ্রেণিশিক্ষকদের কাছেও পাঠানো হয়েছে।',
  'হাতে-কলমে শেখার ওপর জাতীয় শিক্ষাক্রমের যে জোর, আয়োজনটি সেভাবেই সাজানো হয়েছিল: শিক্ষার্থীরা নিজেরাই পরিকল্পনা ও আয়োজন করেছে এবং যা শিখেছে তা নিয়ে ভেবেছে।',
  'আমাদের প্রাক্তন শিক্ষার্থী ও শুভানুধ্যায়ীদের প্রতি আমরা কৃতজ্ঞ; তাঁদের সহায়তায় পরিবারগুলোর বাড়তি খরচ ছাড়াই এমন আয়োজন সম্ভব হয়।',
  'দিনটির ছবি ক্যাম্পাস গ্যালারিতে যোগ করা হবে। অংশগ্রহণকারী শিক্ষার্থীরা শ্রেণিশিক্ষকের কাছ থেকে সনদ পাবে।',
]
