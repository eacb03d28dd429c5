import type { CollectionConfig, DateField, Field, GlobalConfig, Plugin, Tab } from 'payload'

import { dayAndTimePicker, dayPicker } from './dates'
import { collectionInPanelLanguage, globalInPanelLanguage } from './panel-language-labels'
import { staffText } from './staff-text'

type Words = [en: string, bn: string]

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯'

/**
 * Labels for fields that carry none of their own, by field name (or `slug.name` where one name
 * means different things), written for office staff in both panel languages.
 */
const FIELD_WORDS: Record<string, Words> = {
  _status: ['Status', 'অবস্থা'],
  Camping_title: ['Campaign heading', 'প্রচারণার শিরোনাম'],
  about_banner_image: ['Banner picture', 'ব্যানারের ছবি'],
  about_image_1: ['About picture', '‘আমাদের সম্পর্কে’ ছবি'],
  account: ['Account number', 'অ্যাকাউন্ট নম্বর'],
  address: ['Address', 'ঠিকানা'],
  alternative_phone: ['Other phone', 'অন্য ফোন'],
  alumni: ['Alumni member', 'অ্যালামনাই সদস্য'],
  application_address: ['Address for applications', 'আবেদনের ঠিকানা'],
  application_email: ['E-mail for applications', 'আবেদনের ই-মেইল'],
  application_phone: ['Phone for applications', 'আবেদনের ফোন'],
  attachments: ['Attached files', 'সংযুক্ত ফাইল'],
  author: ['Written by', 'লেখক'],
  background_image: ['Background picture', 'পটভূমির ছবি'],
  banner: ['Banner picture', 'ব্যানারের ছবি'],
  basic: ['Basic info', 'মৌলিক তথ্য'],
  birthdate: ['Date of birth', 'জন্মতারিখ'],
  blood_grp: ['Blood group', 'রক্তের গ্রুপ'],
  body: ['Text', 'লেখা'],
  category: ['Category', 'বিভাগ'],
  class_sought: ['Class applied for', 'যে শ্রেণিতে ভর্তি চান'],
  company: ['Location', 'স্থান'],
  company_name: ['Workplace', 'কর্মস্থল'],
  connect_description: ['“Stay in touch” text', '‘যোগাযোগ রাখুন’ লেখা'],
  connect_title: ['“Stay in touch” heading', '‘যোগাযোগ রাখুন’ শিরোনাম'],
  contact: ['Contact', 'যোগাযোগ'],
  content: ['Text', 'লেখা'],
  createdAt: ['Created', 'তৈরির সময়'],
  current_profession: ['Profession', 'পেশা'],
  current_school: ['Current school', 'বর্তমান বিদ্যালয়'],
  current_village: ['Current address', 'বর্তমান ঠিকানা'],
  description: ['Description', 'বিবরণ'],
  designation: ['Position', 'পদবি'],
  details: ['Details', 'বিস্তারিত'],
  developer_credit: ['Made by (footer)', 'নির্মাতা (ফুটার)'],
  developer_link: ['Maker’s link', 'নির্মাতার লিংক'],
  duration: ['Duration', 'মেয়াদ'],
  email: ['E-mail', 'ই-মেইল'],
  emergency_phone: ['Emergency phone', 'জরুরি ফোন'],
  end_date: ['Ends', 'শেষ'],
  event: ['Event', 'অনুষ্ঠান'],
  event_images: ['Event pictures', 'অনুষ্ঠানের ছবি'],
  expires_at: ['Expires', 'মেয়াদ শেষ'],
  facebook_link: ['Facebook link', 'ফেসবুক লিংক'],
  father_name: ['Father’s name', 'পিতার নাম'],
  father_phone: ['Father’s phone', 'পিতার ফোন'],
  fees: ['Fees', 'ফি'],
  first_name: ['First name', 'নামের প্রথম অংশ'],
  footer_section_thumbnail: ['Footer video picture', 'ফুটারের ভিডিওর ছবি'],
  footer_thumbnail_title: ['Footer video heading', 'ফুটারের ভিডিওর শিরোনাম'],
  footer_video_content: ['Footer video link', 'ফুটারের ভিডিও লিংক'],
  from_year: ['From year', 'যে বছর থেকে'],
  gender: ['Gender', 'লিঙ্গ'],
  grade: ['Class', 'শ্রেণি'],
  group: ['Group', 'বিভাগ'],
  guardian: ['Parents & guardian', 'পিতামাতা ও অভিভাবক'],
  guardian_consent: ['Guardian’s consent', 'অভিভাবকের সম্মতি'],
  guardian_name: ['Guardian’s name', 'অভিভাবকের নাম'],
  hero_section: ['Top of the home page', 'হোম পেজের ওপরের অংশ'],
  hero_section_sub_title: ['Top line under the heading', 'শিরোনামের নিচের লাইন'],
  hobbies: ['Hobbies', 'শখ'],
  image: ['Picture', 'ছবি'],
  interests: ['Interests', 'আগ্রহ'],
  is_featured: ['Show on the home page', 'হোম পেজে দেখান'],
  kind: ['Kind', 'ধরন'],
  language: ['Language', 'ভাষা'],
  last_name: ['Last name', 'নামের শেষ অংশ'],
  linkdin_link: ['LinkedIn link', 'লিংকডইন লিংক'],
  linkedin_link: ['LinkedIn link', 'লিংকডইন লিংক'],
  local_guardian_name: ['Local guardian’s name', 'স্থানীয় অভিভাবকের নাম'],
  local_guardian_phone: ['Local guardian’s phone', 'স্থানীয় অভিভাবকের ফোন'],
  long_description: ['Full description', 'পূর্ণ বিবরণ'],
  map_embed_url: ['Map address', 'মানচিত্রের ঠিকানা'],
  media: ['Pictures', 'ছবি'],
  member_id: ['Member number', 'সদস্য নম্বর'],
  membership_fee: ['Membership fee', 'সদস্য ফি'],
  message: ['Message', 'বার্তা'],
  messaging_link: ['Messaging link', 'মেসেজিং লিংক'],
  method: ['Paid with', 'পেমেন্টের মাধ্যম'],
  mission_vision: ['Mission and vision', 'লক্ষ্য ও উদ্দেশ্য'],
  mother_name: ['Mother’s name', 'মাতার নাম'],
  mother_phone: ['Mother’s phone', 'মাতার ফোন'],
  name: ['Name', 'নাম'],
  nationality: ['Nationality', 'জাতীয়তা'],
  network: ['Alumni network', 'অ্যালামনাই নেটওয়ার্ক'],
  networks_info: ['Networking', 'নেটওয়ার্কিং'],
  note: ['Note', 'মন্তব্য'],
  notes: ['Notes', 'মন্তব্য'],
  participation: ['Taking part', 'অংশগ্রহণ'],
  passing_year: ['Graduation year', 'পাসের বছর'],
  payment_accounts: ['Payment accounts', 'পেমেন্টের অ্যাকাউন্ট'],
  permanent_address: ['Permanent address', 'স্থায়ী ঠিকানা'],
  phone: ['Phone', 'ফোন'],
  pinned: ['Pinned to the top', 'ওপরে রাখা'],
  post_office: ['Post office', 'ডাকঘর'],
  present_address: ['Present address', 'বর্তমান ঠিকানা'],
  previous_school: ['Previous school', 'আগের বিদ্যালয়'],
  principal_image: ['Principal’s photo', 'অধ্যক্ষের ছবি'],
  principal_message: ['Principal’s message', 'অধ্যক্ষের বাণী'],
  principal_name: ['Principal’s name', 'অধ্যক্ষের নাম'],
  profile_image: ['Profile photo', 'প্রোফাইলের ছবি'],
  read_time: ['Reading time', 'পড়ার সময়'],
  requiredments: ['Requirements', 'প্রয়োজনীয় যোগ্যতা'],
  responsibility: ['Responsibility', 'দায়িত্ব'],
  role: ['Role', 'ভূমিকা'],
  roll: ['Roll number', 'রোল নম্বর'],
  school: ['School', 'বিদ্যালয়'],
  school_name: ['School name', 'বিদ্যালয়ের নাম'],
  seat: ['Seat number', 'আসন নম্বর'],
  section: ['Section', 'শাখা'],
  section_image_1: ['Section picture 1', 'অংশের ছবি ১'],
  section_image_2: ['Section picture 2', 'অংশের ছবি ২'],
  section_image_3: ['Section picture 3', 'অংশের ছবি ৩'],
  short_description: ['Summary', 'সংক্ষিপ্ত বিবরণ'],
  site_logo: ['Logo', 'লোগো'],
  sort_order: ['Order in lists', 'তালিকায় ক্রম'],
  speakers_info: ['Speakers', 'বক্তা'],
  specialization: ['Subject taught', 'বিষয়'],
  start_date: ['Starts', 'শুরু'],
  static_status: ['Where it appears', 'কোথায় দেখা যায়'],
  stats: ['Figures', 'পরিসংখ্যান'],
  status: ['Status', 'অবস্থা'],
  studentId: ['Student ID', 'শিক্ষার্থী আইডি'],
  student_class: ['Class', 'শ্রেণি'],
  student_id: ['Student ID', 'শিক্ষার্থী আইডি'],
  student_name: ['Student’s name', 'শিক্ষার্থীর নাম'],
  sub_nameor_title: ['Subtitle', 'উপশিরোনাম'],
  subject: ['Subject', 'বিষয়'],
  subtitle: ['Subtitle', 'উপশিরোনাম'],
  teacher: ['Teacher', 'শিক্ষক'],
  teacher_id: ['Teacher ID', 'শিক্ষক আইডি'],
  terms: ['Agreed to the terms', 'শর্তে সম্মত'],
  title: ['Title', 'শিরোনাম'],
  title_one: ['First block heading', 'প্রথম অংশের শিরোনাম'],
  title_one_description: ['First block text', 'প্রথম অংশের লেখা'],
  title_one_image_1: ['First block picture 1', 'প্রথম অংশের ছবি ১'],
  title_one_image_2: ['First block picture 2', 'প্রথম অংশের ছবি ২'],
  title_one_image_3: ['First block picture 3', 'প্রথম অংশের ছবি ৩'],
  title_two: ['Second block heading', 'দ্বিতীয় অংশের শিরোনাম'],
  title_two_description: ['Second block text', 'দ্বিতীয় অংশের লেখা'],
  title_two_image_1: ['Second block picture 1', 'দ্বিতীয় অংশের ছবি ১'],
  title_two_image_2: ['Second block picture 2', 'দ্বিতীয় অংশের ছবি ২'],
  title_two_image_3: ['Second block picture 3', 'দ্বিতীয় অংশের ছবি ৩'],
  to_year: ['To year', 'যে বছর পর্যন্ত'],
  twitter_link: ['X (Twitter) link', 'এক্স (টুইটার) লিংক'],
  type: ['Type', 'ধরন'],
  updatedAt: ['Last changed', 'সর্বশেষ পরিবর্তন'],
  value: ['Value', 'মান'],
  'users.value': ['Hobby', 'শখ'],
  'home.value': ['Figure', 'সংখ্যা'],
  'home.label': ['What it counts', 'কী গোনা হয়েছে'],
  video_content: ['Video link', 'ভিডিও লিংক'],
  video_link: ['Video link', 'ভিডিও লিংক'],
  village: ['Permanent address', 'স্থায়ী ঠিকানা'],
  visibility: ['Shown to everyone', 'সবার জন্য দেখানো'],
  welcome_description: ['Welcome text', 'স্বাগত লেখা'],
  welcome_title: ['Welcome heading', 'স্বাগত শিরোনাম'],
  workshops_info: ['Workshops', 'কর্মশালা'],
  years_history: ['History', 'ইতিহাস'],
  youtube_link: ['YouTube link', 'ইউটিউব লিংক'],
  'audit-log.action': ['What was done', 'কী করা হয়েছে'],
  'audit-log.actor': ['Staff member', 'কর্মী'],
  'audit-log.actor_email': ['Staff e-mail', 'কর্মীর ই-মেইল'],
  'audit-log.changes': ['Changes', 'পরিবর্তন'],
  'audit-log.summary': ['Summary', 'সারসংক্ষেপ'],
  'audit-log.target_collection': ['Where', 'কোথায়'],
  'audit-log.target_id': ['Item number', 'আইটেম নম্বর'],
}

/** Numbered pictures of the home page's top slider: "Top picture 1" … */
function numberedWords(name: string): Words | null {
  const slide = /^herosection_image_(\d+)$/.exec(name)
  if (!slide) return null
  const bnDigits = slide[1]!.replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)]!)
  return [`Top picture ${slide[1]}`, `ওপরের ছবি ${bnDigits}`]
}

const COLLECTION_WORDS: Record<string, [singular: Words, plural: Words]> = {
  events: [
    ['Event, article or blog', 'অনুষ্ঠান, প্রবন্ধ বা ব্লগ'],
    ['Events, articles & blogs', 'অনুষ্ঠান, প্রবন্ধ ও ব্লগ'],
  ],
  news: [
    ['News item', 'সংবাদ'],
    ['News', 'সংবাদ'],
  ],
  notices: [
    ['Notice', 'নোটিশ'],
    ['Notices', 'নোটিশ'],
  ],
  'notice-categories': [
    ['Notice category', 'নোটিশের বিভাগ'],
    ['Notice categories', 'নোটিশের বিভাগ'],
  ],
  'calendar-entries': [
    ['Calendar item', 'ক্যালেন্ডারের দিন'],
    ['Calendar', 'ক্যালেন্ডার'],
  ],
  classes: [
    ['Class', 'শ্রেণি'],
    ['Classes', 'শ্রেণি'],
  ],
  'student-videos': [
    ['Student video', 'শিক্ষার্থীদের ভিডিও'],
    ['Student videos', 'শিক্ষার্থীদের ভিডিও'],
  ],
  'campus-gallery': [
    ['Campus picture', 'ক্যাম্পাসের ছবি'],
    ['Campus gallery', 'ক্যাম্পাসের ছবি'],
  ],
  'contact-entries': [
    ['Contact number', 'যোগাযোগের নম্বর'],
    ['Contact numbers', 'যোগাযোগের নম্বর'],
  ],
  alumni: [
    ['Alumni member', 'অ্যালামনাই সদস্য'],
    ['Alumni members', 'অ্যালামনাই সদস্য'],
  ],
  'alumni-resources': [
    ['Alumni network', 'অ্যালামনাই নেটওয়ার্ক'],
    ['Alumni networks', 'অ্যালামনাই নেটওয়ার্ক'],
  ],
  'community-members': [
    ['Committee member', 'কমিটির সদস্য'],
    ['Committee members', 'কমিটির সদস্য'],
  ],
  'event-registrations': [
    ['Event registration', 'অনুষ্ঠানের নিবন্ধন'],
    ['Event registrations', 'অনুষ্ঠানের নিবন্ধন'],
  ],
  'contact-messages': [
    ['Message', 'বার্তা'],
    ['Messages', 'বার্তা'],
  ],
  'admission-inquiries': [
    ['Admission inquiry', 'ভর্তি জিজ্ঞাসা'],
    ['Admission inquiries', 'ভর্তি জিজ্ঞাসা'],
  ],
  users: [
    ['Member', 'সদস্য'],
    ['Members', 'সদস্য'],
  ],
  admins: [
    ['Staff account', 'কর্মীর অ্যাকাউন্ট'],
    ['Staff accounts', 'কর্মীর অ্যাকাউন্ট'],
  ],
  'audit-log': [
    ['Change record', 'পরিবর্তনের রেকর্ড'],
    ['Change log', 'পরিবর্তনের রেকর্ড'],
  ],
}

/**
 * Choices of select and radio fields in both panel languages, by their English label (a choice
 * without a label is named by its value). Identifiers that read the same in Bangla (blood groups,
 * T-shirt sizes, class numbers) keep their form there.
 */
const OPTION_WORDS: Record<string, Words> = {
  // Kinds of item, categories, calendar days
  Event: ['Event', 'অনুষ্ঠান'],
  Alumni: ['Alumni event', 'অ্যালামনাই অনুষ্ঠান'],
  Article: ['Article', 'প্রবন্ধ'],
  Blog: ['Blog', 'ব্লগ'],
  Academic: ['Academic', 'শিক্ষা'],
  Achievement: ['Achievement', 'অর্জন'],
  Admission: ['Admission', 'ভর্তি'],
  Campus: ['Campus', 'ক্যাম্পাস'],
  Culture: ['Culture', 'সংস্কৃতি'],
  Sports: ['Sports', 'খেলাধুলা'],
  Community: ['Community', 'সমাজ'],
  Holiday: ['Holiday', 'ছুটি'],
  Exam: ['Exam', 'পরীক্ষা'],
  'Memories grid (all images)': ['Memories grid (all pictures)', 'স্মৃতির গ্রিড (সব ছবি)'],
  'Story list (image, title and description)': [
    'Story list (picture, title and description)',
    'গল্পের তালিকা (ছবি, শিরোনাম ও বিবরণ)',
  ],
  'Help Desk': ['Help desk', 'সহায়তা ডেস্ক'],
  Office: ['Office', 'অফিস'],
  'GB — Government Body': ['Governing body', 'পরিচালনা পর্ষদ'],
  'EC — EC Members': ['Executive committee', 'কার্যনির্বাহী কমিটি'],
  'GM — General Members': ['General members', 'সাধারণ সদস্য'],
  // Degrees, payment methods
  BSc: ['BSc', 'বিএসসি'],
  MSc: ['MSc', 'এমএসসি'],
  BBA: ['BBA', 'বিবিএ'],
  MBA: ['MBA', 'এমবিএ'],
  PhD: ['PhD', 'পিএইচডি'],
  Other: ['Other', 'অন্যান্য'],
  Bkash: ['bKash', 'বিকাশ'],
  Nagad: ['Nagad', 'নগদ'],
  Rocket: ['Rocket', 'রকেট'],
  'Bank Account': ['Bank account', 'ব্যাংক অ্যাকাউন্ট'],
  // Reunion guests
  self: ['The member', 'সদস্য নিজে'],
  spouse: ['Spouse', 'স্বামী/স্ত্রী'],
  child: ['Child', 'সন্তান'],
  parent: ['Parent', 'মা/বাবা'],
  guest: ['Guest', 'অতিথি'],
  adult: ['Adult', 'প্রাপ্তবয়স্ক'],
  'child 5-12': ['Child (5–12)', 'শিশু (৫–১২ বছর)'],
  'under 5': ['Under 5', '৫ বছরের কম'],
  none: ['No T-shirt', 'টি-শার্ট লাগবে না'],
  // People
  Male: ['Male', 'পুরুষ'],
  Female: ['Female', 'নারী'],
  yes: ['Yes', 'হ্যাঁ'],
  no: ['No', 'না'],
  'Student (8)': ['Student', 'শিক্ষার্থী'],
  'Teacher (9)': ['Teacher', 'শিক্ষক'],
  'Leadership (10)': ['Leadership', 'নেতৃত্ব'],
  Bangla: ['Bangla', 'বাংলা'],
  English: ['English', 'ইংরেজি'],
  Mathematics: ['Mathematics', 'গণিত'],
  Physics: ['Physics', 'পদার্থবিজ্ঞান'],
  Chemistry: ['Chemistry', 'রসায়ন'],
  Biology: ['Biology', 'জীববিজ্ঞান'],
  Accounting: ['Accounting', 'হিসাববিজ্ঞান'],
  'Business Studies': ['Business studies', 'ব্যবসায় শিক্ষা'],
  Economics: ['Economics', 'অর্থনীতি'],
  History: ['History', 'ইতিহাস'],
  Geography: ['Geography', 'ভূগোল'],
  ICT: ['ICT', 'তথ্য ও যোগাযোগ প্রযুক্তি'],
  Science: ['Science', 'বিজ্ঞান'],
  Arts: ['Arts', 'মানবিক'],
  Commerce: ['Commerce', 'ব্যবসায় শিক্ষা'],
  // Inboxes, staff, the change log
  Unread: ['Unread', 'পড়া হয়নি'],
  Read: ['Read', 'পড়া হয়েছে'],
  Replied: ['Replied', 'উত্তর দেওয়া হয়েছে'],
  New: ['New', 'নতুন'],
  Contacted: ['Contacted', 'যোগাযোগ করা হয়েছে'],
  Closed: ['Closed', 'বন্ধ'],
  'Admin (everything)': ['Admin (everything)', 'অ্যাডমিন (সব কিছু)'],
  'Editor (content)': ['Editor (content)', 'সম্পাদক (কনটেন্ট)'],
  Created: ['Created', 'তৈরি'],
  Changed: ['Changed', 'পরিবর্তিত'],
  Deleted: ['Deleted', 'মুছে ফেলা'],
  'Event registration': ['Event registration', 'অনুষ্ঠানের নিবন্ধন'],
  'Alumni registration': ['Alumni membership', 'অ্যালামনাই সদস্যপদ'],
  'Statement line': ['Statement line', 'স্টেটমেন্টের লাইন'],
  'Reunion registration': ['Reunion registration', 'পুনর্মিলনী নিবন্ধন'],
  'Payment accounts': ['Payment accounts', 'পেমেন্ট অ্যাকাউন্ট'],
}

/** A choice's words: from the list, or the same identifier (A+, XL, 10) in Bengali digits. */
function optionWords(label: string): Words | null {
  const words = OPTION_WORDS[label]
  if (words) return words
  // Blood groups, T-shirt sizes and class numbers are written the same way in Bangla forms.
  if (/^(?:[ABO]{1,2}[+-]|X{0,2}[SML]|XXL|\d+)$/.test(label))
    return [label, label.replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)]!)]
  return null
}

type Option = string | { label?: unknown; value: string }

/** A select's or radio's choices with labels in both panel languages where they had English only. */
function plainOptions(options: Option[]): Option[] {
  return options.map((option) => {
    const value = typeof option === 'string' ? option : option.value
    const label = typeof option === 'string' ? option : (option.label ?? option.value)
    const words = typeof label === 'string' ? optionWords(label) : null
    if (!words) return option
    return { ...(typeof option === 'string' ? {} : option), value, label: staffText(...words) }
  })
}

/**
 * Headings, section names and help texts written in English only in the configs, by their
 * English words: the Bangla panel shows these instead.
 */
const TEXT_WORDS: Record<string, Words> = {
  // Settings pages
  'Site settings': ['Site settings', 'সাইটের সেটিংস'],
  'Home page': ['Home page', 'হোম পেজ'],
  'About page': ['About page', '‘আমাদের সম্পর্কে’ পাতা'],
  'Alumni page': ['Alumni page', 'অ্যালামনাই পাতা'],
  'Terms page': ['Terms page', 'শর্তাবলির পাতা'],
  // Sections of forms
  Programme: ['Programme', 'কর্মসূচি'],
  Excerpt: ['Excerpt', 'সংক্ষেপ'],
  Hero: ['Top of the page', 'পাতার ওপরের অংশ'],
  'Banner sections': ['Banner sections', 'ব্যানারের অংশ'],
  'Stats & video': ['Figures & video', 'সংখ্যা ও ভিডিও'],
  'Closing banner': ['Closing banner', 'শেষের ব্যানার'],
  'Slider images (1–5 first slider, 6–10 second)': [
    'Slider pictures (1–5 first slider, 6–10 second)',
    'স্লাইডারের ছবি (১–৫ প্রথম স্লাইডার, ৬–১০ দ্বিতীয়)',
  ],
  "Principal's message": ['Principal’s message', 'অধ্যক্ষের বাণী'],
  'Social links': ['Social links', 'সামাজিক মাধ্যমের লিংক'],
  Profile: ['Profile', 'প্রোফাইল'],
  'Student details': ['Student details', 'শিক্ষার্থীর তথ্য'],
  Contact: ['Contact', 'যোগাযোগ'],
  'Parents & guardian': ['Parents & guardian', 'পিতামাতা ও অভিভাবক'],
  Address: ['Address', 'ঠিকানা'],
  'Basic info': ['Basic info', 'মৌলিক তথ্য'],
  Privacy: ['Privacy', 'গোপনীয়তা'],
  // Help texts
  'A placeholder picture is shown when empty.': [
    'A placeholder picture is shown when empty.',
    'খালি থাকলে একটি সাধারণ ছবি দেখানো হয়।',
  ],
  'A default picture is shown when empty.': [
    'A default picture is shown when empty.',
    'খালি থাকলে একটি সাধারণ ছবি দেখানো হয়।',
  ],
  'Shown as the location, and used for the map.': [
    'Shown as the location, and used for the map.',
    'স্থান হিসেবে দেখানো হয়, মানচিত্রেও ব্যবহার হয়।',
  ],
  'Computed from the text.': ['Computed from the text.', 'লেখা থেকে হিসাব করা হয়।'],
  'PDFs or images (up to 5 MB each), offered for download.': [
    'PDFs or pictures (up to 5 MB each), offered for download.',
    'PDF বা ছবি (প্রতিটি ৫ MB পর্যন্ত), ডাউনলোডের জন্য দেওয়া হয়।',
  ],
  'Listed first and shown in the top bar.': [
    'Listed first and shown in the top bar.',
    'তালিকায় সবার আগে থাকে এবং ওপরের বারে দেখায়।',
  ],
  'After this day the notice is no longer pinned or in the top bar; it stays in the archive.': [
    'After this day the notice is no longer pinned or in the top bar; it stays in the archive.',
    'এই দিনের পরে নোটিশটি আর ওপরে বা ওপরের বারে থাকে না; পুরোনো নোটিশের মধ্যে থেকে যায়।',
  ],
  'Pinned notices come first and run in the top bar until they expire. Use Schedule to publish later.':
    [
      'Pinned notices come first and run in the top bar until they expire. Use Schedule to publish later.',
      'পিন করা নোটিশ সবার আগে থাকে এবং মেয়াদ শেষ না হওয়া পর্যন্ত ওপরের বারে চলে। পরে প্রকাশ করতে সময় নির্ধারণ করুন।',
    ],
  'Filter the list by Type to work on events, alumni events, articles or blogs.': [
    'Filter the list by Type to work on events, alumni events, articles or blogs.',
    'অনুষ্ঠান, অ্যালামনাই অনুষ্ঠান, প্রবন্ধ বা ব্লগ নিয়ে কাজ করতে তালিকাটি ধরন অনুযায়ী ছাঁকুন।',
  ],
  'Lower numbers are shown first.': ['Lower numbers are shown first.', 'ছোট সংখ্যা আগে দেখানো হয়।'],
  'Last day, for periods such as exams or vacations. Empty for one day.': [
    'Last day, for periods such as exams or vacations. Empty for one day.',
    'শেষ দিন, পরীক্ষা বা ছুটির মতো সময়ের জন্য। এক দিনের জন্য খালি রাখুন।',
  ],
  'The academic calendar. School events are added there from Events automatically.': [
    'The academic calendar. School events are added there from Events automatically.',
    'শিক্ষাবর্ষের ক্যালেন্ডার। বিদ্যালয়ের অনুষ্ঠানগুলো অনুষ্ঠান থেকে নিজে থেকেই যোগ হয়।',
  ],
  'The poster shown before the video plays.': [
    'The poster shown before the video plays.',
    'ভিডিও চালুর আগে যে ছবি দেখায়।',
  ],
  'A YouTube or other https video address.': [
    'A YouTube or other https video address.',
    'ইউটিউব বা অন্য কোনো https ভিডিও ঠিকানা।',
  ],
  'Shown in the join form, e.g. "৳1,000 per year".': [
    'Shown in the join form, e.g. "৳1,000 per year".',
    'যোগদানের ফর্মে দেখানো হয়, যেমন "বছরে ৳১,০০০"।',
  ],
  'Given at registration when the event has a capacity.': [
    'Given at registration when the event has a capacity.',
    'অনুষ্ঠানে আসন সীমিত হলে নিবন্ধনের সময় দেওয়া হয়।',
  ],
  'New inquiries arrive as New; set Contacted once the family has been called.': [
    'New inquiries arrive as New; set Contacted once the family has been called.',
    'নতুন জিজ্ঞাসা ‘নতুন’ হিসেবে আসে; পরিবারকে ফোন করার পর ‘যোগাযোগ করা হয়েছে’ দিন।',
  ],
  'Private unless the member makes this section public.': [
    'Private unless the member makes this section public.',
    'সদস্য এই অংশটি সবার জন্য খুলে না দিলে গোপন থাকে।',
  ],
  'Private unless an adult member makes this section public.': [
    'Private unless an adult member makes this section public.',
    'প্রাপ্তবয়স্ক সদস্য এই অংশটি সবার জন্য খুলে না দিলে গোপন থাকে।',
  ],
  'Sections shown to everyone. Members under 18 cannot publish contact, guardian or address details.':
    [
      'Sections shown to everyone. Members under 18 cannot publish contact, guardian or address details.',
      'যে অংশগুলো সবাই দেখতে পায়। ১৮ বছরের কম বয়সী সদস্যরা যোগাযোগ, অভিভাবক বা ঠিকানার তথ্য প্রকাশ করতে পারে না।',
    ],
  'A parent or guardian has agreed to this account (members under 18).': [
    'A parent or guardian has agreed to this account (members under 18).',
    'মা-বাবা বা অভিভাবক এই অ্যাকাউন্টে সম্মতি দিয়েছেন (১৮ বছরের কম বয়সী সদস্য)।',
  ],
  'Students, teachers and leaders who sign in on the public site.': [
    'Students, teachers and leaders who sign in on the public site.',
    'শিক্ষার্থী, শিক্ষক ও নেতৃত্বের সদস্যরা, যাঁরা সাইটে সাইন ইন করেন।',
  ],
  'Kept even if the staff account is later removed.': [
    'Kept even if the staff account is later removed.',
    'কর্মীর অ্যাকাউন্ট পরে মুছে গেলেও থেকে যায়।',
  ],
  'Each changed field with its value before and after.': [
    'Each changed field with its value before and after.',
    'প্রতিটি বদলানো ঘর, আগের ও পরের মানসহ।',
  ],
  'Every change staff make to event registrations and alumni payments.': [
    'Every change staff make to event registrations and alumni payments.',
    'অনুষ্ঠানের নিবন্ধন ও অ্যালামনাই পেমেন্টে কর্মীদের প্রতিটি পরিবর্তন।',
  ],
  'Used in page titles: "{page} | {school name}".': [
    'Used in page titles: "{page} | {school name}".',
    'পাতার শিরোনামে ব্যবহার হয়: "{পাতা} | {বিদ্যালয়ের নাম}"।',
  ],
  'An https map embed address for the contact page.': [
    'An https map embed address for the contact page.',
    'যোগাযোগ পাতার মানচিত্রের https ঠিকানা।',
  ],
  'Shown in the Join An Alumni Network form: the school’s bKash/Nagad/Rocket numbers and bank account.':
    [
      'Shown in the Join An Alumni Network form: the school’s bKash/Nagad/Rocket numbers and bank account.',
      'অ্যালামনাই নেটওয়ার্কে যোগদানের ফর্মে দেখানো হয়: বিদ্যালয়ের বিকাশ/নগদ/রকেট নম্বর ও ব্যাংক অ্যাকাউন্ট।',
    ],
  'e.g. "Merchant, use Payment" or the branch name': [
    'e.g. "Merchant, use Payment" or the branch name',
    'যেমন "মার্চেন্ট, পেমেন্ট ব্যবহার করুন" বা শাখার নাম',
  ],
}

/** English-only words of a config in both panel languages, when they are in TEXT_WORDS. */
function plainText<T>(text: T): T | ReturnType<typeof staffText> {
  const words = typeof text === 'string' ? TEXT_WORDS[text] : undefined
  return words ? staffText(...words) : text
}

/** An admin config's help text in both panel languages. */
function plainDescription<A extends { description?: unknown }>(admin: A | undefined) {
  return admin && typeof admin.description === 'string'
    ? { ...admin, description: plainText(admin.description) }
    : admin
}

/** The admin sidebar's sections (`AdminGroup`, and Settings for the site's settings). */
const GROUP_WORDS: Record<string, Words> = {
  Content: ['Content', 'কনটেন্ট'],
  Notices: ['Notices', 'নোটিশ'],
  School: ['School', 'বিদ্যালয়'],
  Alumni: ['Alumni', 'অ্যালামনাই'],
  Inbox: ['Inbox', 'ইনবক্স'],
  People: ['People', 'মানুষ'],
  Settings: ['Settings', 'সেটিংস'],
}

/** An admin config's sidebar section in both panel languages. */
function plainGroup<A extends { group?: unknown }>(admin: A | undefined): A | undefined {
  const words = typeof admin?.group === 'string' ? GROUP_WORDS[admin.group] : undefined
  return words ? { ...admin!, group: staffText(...words) } : admin
}

const isBilingual = (label: unknown) =>
  typeof label === 'object' && label !== null && 'bn-BD' in label

/** The field's label in both languages: its own English words kept where it has them. */
function plainLabel(slug: string, name: string, label: unknown) {
  const words = FIELD_WORDS[`${slug}.${name}`] ?? FIELD_WORDS[name] ?? numberedWords(name)
  if (!words) return plainText(label)
  return staffText(typeof label === 'string' ? label : words[0], words[1])
}

/**
 * A date shown as the rest of the panel writes it ("5 March 2026, 4:30 PM", day first), where
 * the field names only how it is picked: Payload's own default is "Mar 5, 2026".
 */
function plainDateFormat(field: DateField): DateField {
  const date = field.admin?.date
  if (date?.displayFormat) return field
  const appearance = date?.pickerAppearance ?? 'default'
  const format =
    appearance === 'dayAndTime'
      ? dayAndTimePicker.displayFormat
      : appearance === 'dayOnly' || appearance === 'default'
        ? dayPicker.displayFormat
        : undefined
  if (!format) return field
  return { ...field, admin: { ...field.admin, date: { ...date, displayFormat: format } } }
}

function withLabels(slug: string, fields: Field[]): Field[] {
  return fields.map((field) => {
    let next = field
    if ('name' in next && next.type !== 'ui' && !isBilingual(next.label) && next.label !== false)
      next = { ...next, label: plainLabel(slug, next.name, next.label) } as Field
    // A control drawn on the form (a button, a warning) has nothing to show as a list column,
    // and what the form hides (fingerprints, storage keys) is not one either.
    if (next.type === 'ui' && !next.admin?.components?.Cell)
      next = { ...next, admin: { ...next.admin, disableListColumn: true } }
    else if ((next.admin as { hidden?: boolean } | undefined)?.hidden) next = notInLists(next)
    if (next.type === 'date') next = plainDateFormat(next)
    // The time zone Payload keeps beside a date is shown with the date, never as its own column.
    if (next.type === 'date' && next.timezone) {
      const timezone = next.timezone === true ? {} : next.timezone
      next = {
        ...next,
        timezone: {
          ...timezone,
          override: (args) => notInLists(timezone.override?.(args) ?? args.baseField),
        },
      } as Field
    }
    // Sections (tabs, collapsibles, rows) carry a label without a name.
    if (!('name' in next) && 'label' in next && typeof next.label === 'string')
      next = { ...next, label: plainText(next.label) } as Field
    const admin = next.admin as { description?: unknown } | undefined
    if (typeof admin?.description === 'string')
      next = { ...next, admin: plainDescription(admin) } as Field
    if ((next.type === 'select' || next.type === 'radio') && Array.isArray(next.options))
      next = { ...next, options: plainOptions(next.options as Option[]) } as Field
    if (next.type === 'checkbox' && !next.admin?.components?.Cell)
      next = {
        ...next,
        admin: {
          ...next.admin,
          components: {
            ...next.admin?.components,
            Cell: '@/components/admin/yes-no-cell#YesNoCell',
          },
        },
      }
    if ('fields' in next && Array.isArray(next.fields))
      next = { ...next, fields: withLabels(slug, next.fields) } as Field
    if (next.type === 'tabs')
      next = {
        ...next,
        tabs: next.tabs.map(
          (tab) =>
            ({
              ...tab,
              label: plainText(tab.label),
              description: plainText(tab.description),
              fields: withLabels(slug, tab.fields),
            }) as Tab,
        ),
      }
    if (next.type === 'blocks')
      next = {
        ...next,
        blocks: next.blocks.map((block) => ({ ...block, fields: withLabels(slug, block.fields) })),
      }
    return next
  })
}

/**
 * Gives a collection and its fields labels in both panel languages where they have none (or
 * only English), and shows its yes/no fields in lists as words instead of true/false.
 */
export function withPlainLabels(collection: CollectionConfig): CollectionConfig {
  const words = COLLECTION_WORDS[collection.slug]
  const labels =
    words && !isBilingual(collection.labels?.plural)
      ? { singular: staffText(...words[0]), plural: staffText(...words[1]) }
      : collection.labels
  const fields = withLabels(collection.slug, collection.fields)
  return {
    ...collection,
    labels,
    admin: plainDescription(plainGroup(collection.admin)),
    fields: collection.upload ? withSettings(fields, payloadFileFields(collection.upload)) : fields,
  }
}

const NOT_IN_LISTS = { disableListColumn: true, disableListFilter: true } as const

/** A stored file's own fields, as Payload adds them for the upload and for each of its sizes. */
const FILE_FIELDS: Field[] = [
  { name: 'url', type: 'text' },
  { name: 'width', type: 'number' },
  { name: 'height', type: 'number' },
  { name: 'mimeType', type: 'text' },
  { name: 'filesize', type: 'number' },
  { name: 'filename', type: 'text' },
]

const notInLists = (field: Field) =>
  ({ ...field, admin: { ...field.admin, ...NOT_IN_LISTS } }) as Field

/**
 * `fields` with `settings` for fields of the same name merged in (label, admin, and the same for
 * sub-fields), and the others added for Payload to merge into the fields it adds later.
 */
function withSettings(fields: Field[], settings: Field[]): Field[] {
  const named = (name: string) => (field: Field) => 'name' in field && field.name === name
  const merged = fields.map((field) => {
    const setting = 'name' in field ? settings.find(named(field.name)) : undefined
    if (!setting) return field
    const next = { ...field, admin: { ...field.admin, ...setting.admin } } as Field
    if ('label' in setting && setting.label) (next as { label?: unknown }).label = setting.label
    if ('fields' in next && 'fields' in setting)
      (next as { fields: Field[] }).fields = withSettings(next.fields, setting.fields)
    return next
  })
  const missing = settings.filter(
    (setting) => 'name' in setting && !fields.some(named(setting.name)),
  )
  return [...merged, ...missing]
}

/**
 * Settings for the fields Payload adds to an upload (`getBaseUploadFields`), which Payload merges
 * into them: the file type in plain words, and the bookkeeping (stored sizes and addresses, focal
 * point) kept out of list columns and filters. A field Payload does not add for this upload is
 * left out, or it would become a new column.
 */
function payloadFileFields(upload: NonNullable<CollectionConfig['upload']>): Field[] {
  const options = typeof upload === 'object' ? upload : {}
  const focal = options.focalPoint !== false || !!options.imageSizes || !!options.resizeOptions
  const sizes = (options.imageSizes ?? []).map((size): Field => ({
    name: size.name,
    type: 'group',
    fields: FILE_FIELDS.map(notInLists),
  }))
  return [
    {
      name: 'mimeType',
      type: 'text',
      label: staffText('File type', 'ফাইলের ধরন'),
      admin: { components: { Cell: '@/components/admin/file-cells#FileTypeCell' } },
    },
    {
      name: 'filesize',
      type: 'number',
      label: staffText('File size', 'ফাইলের আকার'),
      admin: { components: { Cell: '@/components/admin/file-cells#FileSizeCell' } },
    },
    ...(
      [
        { name: 'url', type: 'text' },
        { name: 'thumbnailURL', type: 'text' },
        ...(focal
          ? ([
              { name: 'focalX', type: 'number' },
              { name: 'focalY', type: 'number' },
            ] satisfies Field[])
          : []),
        ...(sizes.length ? [{ name: 'sizes', type: 'group', fields: sizes } satisfies Field] : []),
      ] satisfies Field[]
    ).map(notInLists),
  ]
}

/** `withPlainLabels` for a site-settings global. */
export function globalWithPlainLabels(global: GlobalConfig): GlobalConfig {
  return {
    ...global,
    label: plainText(global.label),
    admin: plainGroup(global.admin),
    fields: withLabels(global.slug, global.fields),
  }
}

/**
 * The whole panel in plain words: run last among the plugins, so the fields plugins add (the
 * storage plugin's folder and key) are covered too, and with labels that follow the panel language.
 * A document's "API" tab (its JSON, for developers) is not shown to staff.
 */
export const plainPanel: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => {
    const plain = collectionInPanelLanguage(withPlainLabels(collection))
    return { ...plain, admin: { ...plain.admin, hideAPIURL: true } }
  }),
  globals: config.globals?.map((global) => {
    const plain = globalInPanelLanguage(globalWithPlainLabels(global))
    return { ...plain, admin: { ...plain.admin, hideAPIURL: true } }
  }),
})
