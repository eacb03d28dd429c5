/** Headlines and stories of the demo school: news, events, blogs, articles and alumni events. */
import type { News } from '@/payload-types'

export const DAY = 86_400_000

type Category = NonNullable<News['category']>

export const NEWS: { title: string; category: Category; summary: string }[] = [
  {
    title: 'SSC 2026 results: 96% pass with 142 GPA-5',
    category: 'Achievement',
    summary:
      'Our candidates did the school proud in this year’s Secondary School Certificate examination.',
  },
  {
    title: 'Admission for Class 6 opens on 1 December',
    category: 'Admission',
    summary:
      'Forms are available at the office and on the website; the lottery will be held in public.',
  },
  {
    title: 'New science laboratory inaugurated',
    category: 'Campus',
    summary: 'Physics, chemistry and biology students now share a modern lab with 40 workstations.',
  },
  {
    title: 'Inter-school debate: our team wins the divisional trophy',
    category: 'Achievement',
    summary: 'The Class 10 team argued for renewable energy and carried the final in Rajshahi.',
  },
  {
    title: 'Annual sports day brings 1,200 students to the field',
    category: 'Sports',
    summary: 'Sprints, long jump, tug of war and a parents’ race filled a bright winter morning.',
  },
  {
    title: 'Half-yearly examination routine published',
    category: 'Academic',
    summary: 'Examinations for classes 6 to 9 begin on the first Sunday of June.',
  },
  {
    title: 'Tree plantation week: 500 saplings along the river road',
    category: 'Community',
    summary: 'Students and teachers planted mango, neem and krishnachura saplings.',
  },
  {
    title: 'Pohela Boishakh celebrated with a colourful procession',
    category: 'Culture',
    summary: 'The Mangal Shobhajatra wound through Upashahar with masks made in art class.',
  },
  {
    title: 'Free eye camp for students and guardians',
    category: 'Community',
    summary: 'Doctors from a local hospital checked 640 students and gave 85 pairs of glasses.',
  },
  {
    title: 'Math Olympiad: three students reach the national round',
    category: 'Achievement',
    summary: 'Two from Class 9 and one from Class 7 will travel to Dhaka in February.',
  },
  {
    title: 'Digital classrooms now in every secondary section',
    category: 'Campus',
    summary: 'Projectors and sound systems were installed in 18 classrooms this term.',
  },
  {
    title: 'Guardian meeting on adolescent health',
    category: 'Community',
    summary: 'A counsellor and the school doctor answered parents’ questions for two hours.',
  },
  {
    title: 'Victory Day programme honours freedom fighters',
    category: 'Culture',
    summary: 'Students sang, recited and listened to the memories of three local freedom fighters.',
  },
  {
    title: 'Football team reaches the district final',
    category: 'Sports',
    summary: 'A late header sent the under-15 team through to the final at the district stadium.',
  },
  {
    title: 'Library adds 2,000 Bangla and English books',
    category: 'Academic',
    summary: 'New shelves include science fiction, biographies and exam reference books.',
  },
  {
    title: 'Scholarship results for Class 5 and Class 8',
    category: 'Achievement',
    summary: 'Twenty-one students won talent-pool and general-grade scholarships.',
  },
  {
    title: 'Science fair: 60 projects from classes 6 to 10',
    category: 'Academic',
    summary: 'A solar rice cooker and a flood early-warning model took the top prizes.',
  },
  {
    title: 'Winter clothes drive for families in the char areas',
    category: 'Community',
    summary: 'Students collected 900 blankets and sweaters in two weeks.',
  },
  {
    title: 'International Mother Language Day at the Shaheed Minar',
    category: 'Culture',
    summary: 'The school joined the dawn procession with flowers and songs of 21 February.',
  },
  {
    title: 'Cricket coaching camp with a former national player',
    category: 'Sports',
    summary: 'Forty students trained for five days on batting technique and fitness.',
  },
  {
    title: 'HSC test examination schedule',
    category: 'Academic',
    summary: 'Test examinations for the college section run for three weeks from mid-October.',
  },
  {
    title: 'College section admission for HSC 2027 session',
    category: 'Admission',
    summary: 'Applications follow the Education Board’s online process; help desk opens daily.',
  },
  {
    title: 'Rover scouts win national camp award',
    category: 'Achievement',
    summary: 'Our troop was named best in camp craft at the national jamboree.',
  },
  {
    title: 'Safe road-crossing campaign outside the school gate',
    category: 'Community',
    summary: 'Traffic police and student volunteers now guide crossings at peak hours.',
  },
  {
    title: 'Cultural week: music, drama and recitation',
    category: 'Culture',
    summary: 'Five evenings of performances ended with a Rabindra-Nazrul sangeet night.',
  },
  {
    title: 'Solar panels now power the computer lab',
    category: 'Campus',
    summary: 'A 10 kW rooftop system covers the lab and the library during the day.',
  },
  {
    title: 'Teachers complete training on creative questions',
    category: 'Academic',
    summary: 'Thirty teachers attended a two-week training on the national curriculum.',
  },
  {
    title: 'Badminton tournament for girls',
    category: 'Sports',
    summary: 'Sixty-four players from classes 6 to 10 competed over the winter break.',
  },
  {
    title: 'Admission test results for Class 9 (Science)',
    category: 'Admission',
    summary: 'The merit list and waiting list are posted at the office notice board.',
  },
  {
    title: 'Clean campus day before the new year',
    category: 'Campus',
    summary: 'Every section adopted a corner of the campus and painted the boundary wall.',
  },
  {
    title: 'Former student wins Bangla Academy young writers’ award',
    category: 'Achievement',
    summary: 'Her short-story collection about river life was named the best debut.',
  },
  {
    title: 'Hand-washing stations installed near every block',
    category: 'Campus',
    summary: 'Twelve stations with soap and clean water serve students at break time.',
  },
]

type EventSeed = {
  name: string
  subtitle: string
  venue: string
  /** Days from today (negative: in the past). */
  inDays: number
  hours: number
  speakers: string[]
  workshops: string[]
  capacity?: number
  /** How many demo registrations it already has (equal to the capacity: a full event). */
  registered?: number
}

export const EVENTS: EventSeed[] = [
  {
    name: 'Annual Science Fair 2026',
    subtitle: 'Ideas for a greener Rajshahi',
    venue: 'School auditorium',
    inDays: 12,
    hours: 6,
    speakers: ['Dr. Nasrin Sultana', 'Md. Shahidul Islam'],
    workshops: ['Build a solar oven', 'Water testing with simple kits'],
    capacity: 300,
  },
  {
    name: 'Inter-house Sports Day',
    subtitle: 'Four houses, one field',
    venue: 'School playground',
    inDays: 20,
    hours: 7,
    speakers: ['Md. Kamrul Hasan'],
    workshops: ['Warm-up routines', 'First aid on the field'],
  },
  {
    name: 'Victory Day Cultural Programme',
    subtitle: 'Songs and stories of 1971',
    venue: 'Open-air stage',
    inDays: 24,
    hours: 4,
    speakers: ['Alhaj Md. Shamsul Alam', 'A local freedom fighter'],
    workshops: ['Patriotic songs rehearsal'],
  },
  {
    name: 'Career Guidance Seminar for SSC Candidates',
    subtitle: 'Choosing Science, Business or Humanities',
    venue: 'Seminar room',
    inDays: 8,
    hours: 3,
    speakers: ['Shirin Akter', 'Dr. Mehedi Hasan'],
    workshops: ['Study plans that work'],
    capacity: 120,
  },
  {
    name: 'Parents’ Day and Prize Giving',
    subtitle: 'Celebrating a year of effort',
    venue: 'School auditorium',
    inDays: 35,
    hours: 4,
    speakers: ['Prof. Md. Abdur Rahman'],
    workshops: [],
  },
  {
    name: 'Math Olympiad Selection Round',
    subtitle: 'For classes 6 to 10',
    venue: 'Classrooms 201–206',
    inDays: 16,
    hours: 3,
    speakers: ['Md. Mizanur Rahman', 'Nusrat Jahan'],
    workshops: ['Problem-solving warm-up'],
    capacity: 180,
  },
  {
    name: 'Book Fair and Reading Week',
    subtitle: 'Read a book, share a story',
    venue: 'Library courtyard',
    inDays: 45,
    hours: 8,
    speakers: ['Fahmida Khanam'],
    workshops: ['Story-writing for juniors', 'Book review clinic'],
  },
  {
    name: 'ICT Olympiad Workshop',
    subtitle: 'Coding with Scratch and Python',
    venue: 'Computer lab',
    inDays: 28,
    hours: 5,
    speakers: ['Md. Rakibul Hasan', 'Sabrina Karim'],
    workshops: ['Your first Python program', 'Safe use of the internet'],
    // The lab seats 24 and every seat is taken: the demo's full event.
    capacity: 24,
    registered: 24,
  },
  {
    name: 'Blood Donation Camp',
    subtitle: 'With the Red Crescent youth unit',
    venue: 'Health room',
    inDays: 5,
    hours: 5,
    speakers: ['School doctor'],
    workshops: ['Know your blood group'],
    capacity: 80,
  },
  {
    name: 'Spring Festival (Basanta Utsab)',
    subtitle: 'Colours of Falgun',
    venue: 'School garden',
    inDays: 80,
    hours: 5,
    speakers: ['Cultural club'],
    workshops: ['Alpana painting'],
  },
  {
    name: 'Debate Championship Final',
    subtitle: 'Technology makes us lonelier',
    venue: 'School auditorium',
    inDays: -10,
    hours: 3,
    speakers: ['Tanvir Hasan', 'Sharmin Jahan'],
    workshops: [],
  },
  {
    name: 'Annual Sports Day 2025',
    subtitle: 'Winter athletics',
    venue: 'School playground',
    inDays: -300,
    hours: 7,
    speakers: ['Md. Kamrul Hasan'],
    workshops: [],
  },
  {
    name: 'Pohela Boishakh 1433',
    subtitle: 'Bangla new year celebration',
    venue: 'Campus and Upashahar road',
    inDays: -220,
    hours: 5,
    speakers: ['Cultural club'],
    workshops: ['Mask making'],
  },
  {
    name: 'Science Fair 2025',
    subtitle: 'Young inventors',
    venue: 'School auditorium',
    inDays: -350,
    hours: 6,
    speakers: ['Md. Jahangir Alam'],
    workshops: ['Simple circuits'],
  },
  {
    name: 'Mother Language Day Programme',
    subtitle: 'Amar bhaier rokte rangano',
    venue: 'Shaheed Minar',
    inDays: -275,
    hours: 3,
    speakers: ['Md. Rafiqul Islam'],
    workshops: [],
  },
  {
    name: 'Tree Plantation Week',
    subtitle: 'One student, one tree',
    venue: 'River road',
    inDays: -150,
    hours: 4,
    speakers: ['Md. Habibur Rahman'],
    workshops: ['Caring for saplings'],
  },
  {
    name: 'Eye Camp for Students',
    subtitle: 'With a local eye hospital',
    venue: 'Health room',
    inDays: -60,
    hours: 6,
    speakers: ['Visiting ophthalmologist'],
    workshops: [],
  },
  {
    name: 'Teachers’ Training on Creative Questions',
    subtitle: 'National curriculum workshop',
    venue: 'Seminar room',
    inDays: -90,
    hours: 6,
    speakers: ['Shirin Akter'],
    workshops: ['Writing good questions', 'Marking fairly'],
    capacity: 35,
  },
  {
    name: 'Quiz Contest on the Liberation War',
    subtitle: 'For classes 6 to 10',
    venue: 'Seminar room',
    inDays: -40,
    hours: 3,
    speakers: ['Md. Abul Kalam Azad'],
    workshops: [],
  },
  {
    name: 'Art Exhibition: Rivers of Bengal',
    subtitle: 'Paintings by our students',
    venue: 'Library hall',
    inDays: -25,
    hours: 8,
    speakers: ['Art teacher'],
    workshops: ['Watercolour basics'],
  },
  {
    name: 'Road Safety Rally',
    subtitle: 'Safe roads, safe school',
    venue: 'School gate to Talaimari',
    inDays: 3,
    hours: 2,
    speakers: ['Traffic police inspector'],
    workshops: [],
  },
  {
    name: 'Winter Clothes Drive Hand-over',
    subtitle: 'For families in the char areas',
    venue: 'School gate',
    inDays: 18,
    hours: 3,
    speakers: ['Student council'],
    workshops: [],
  },
]

export const BLOGS: string[] = [
  'How we prepare for the SSC without private tutors',
  'Ten books every Class 8 student should read',
  'A day in the life of a school librarian',
  'What our science fair taught us about failure',
  'Making the most of tiffin break',
  'Why we still teach handwriting',
  'Learning English through songs and stories',
  'Our rooftop garden: a year of tomatoes and chillies',
  'Notes from the debate club',
  'How parents can help with homework without doing it',
  'Football, friendship and the district final',
  'The joy of a school picnic at Padma’s bank',
  'Digital classrooms: what changed and what did not',
  'A teacher’s letter to the SSC batch of 2026',
  'Scouting: learning to tie knots and lead',
  'Staying healthy during exam season',
]

export const ARTICLES: string[] = [
  'The history of Padmapar Ideal School & College',
  'Understanding the new national curriculum',
  'Creative questions: a guide for guardians',
  'Science, Business or Humanities? Choosing a group after Class 8',
  'Adolescent health: what every parent should know',
  'Safe internet use for school children',
  'The importance of mother language education',
  'How scholarships work in Bangladesh',
  'Flood preparedness for families near the Padma',
  'The role of a school governing body',
  'Learning mathematics through everyday problems',
  'Why reading for pleasure matters',
  'Balancing sports and studies',
  'Career paths after HSC',
  'Climate change and the rivers of Rajshahi',
]

export const ALUMNI_EVENTS: { name: string; inDays: number; networks: string[] }[] = [
  {
    name: 'Grand Alumni Reunion 2026',
    inDays: 40,
    networks: ['Padmapar Alumni Association', 'Doctors’ Forum'],
  },
  {
    name: 'Alumni Career Mentoring Day',
    inDays: 22,
    networks: ['Engineers’ Network', 'Business Circle'],
  },
  { name: 'Alumni Blood Donation Drive', inDays: 60, networks: ['Doctors’ Forum'] },
  { name: 'Alumni Iftar Gathering', inDays: -200, networks: ['Padmapar Alumni Association'] },
  {
    name: 'Batch 2006 Twentieth Anniversary',
    inDays: -75,
    networks: ['Padmapar Alumni Association'],
  },
  {
    name: 'Alumni Cricket Match vs Teachers',
    inDays: -30,
    networks: ['Business Circle', 'Engineers’ Network'],
  },
  {
    name: 'Scholarship Fund Dinner',
    inDays: 90,
    networks: ['Padmapar Alumni Association', 'Business Circle'],
  },
]

export const PARAGRAPHS = [
  'Padmapar Ideal School & College has served families in Rajshahi for generations, and every year our students find new ways to make the school proud.',
  'Teachers, guardians and students worked together for weeks to prepare. The office thanks everyone who gave their time, from the youngest volunteers to the members of the governing body.',
  'Guardians are welcome to contact the help desk for details. Information is also posted on the notice board beside the office and shared with class teachers.',
  'The programme followed the national curriculum’s emphasis on learning by doing: students planned, organised and reflected on what they had learned.',
  'We are grateful to our alumni and well-wishers, whose support makes activities like this possible without extra cost to families.',
  'Photographs from the day will be added to the campus gallery. Students who took part will receive certificates from their class teachers.',
]

/** A story's text: its lead, then `n` of the shared paragraphs (or their twins in `paragraphs`). */
export function storyParagraphs(
  lead: string,
  n: number,
  offset: number,
  paragraphs: readonly string[] = PARAGRAPHS,
): string[] {
  return [
    lead,
    ...Array.from({ length: n }, (_, i) => paragraphs[(i + offset) % paragraphs.length]!),
  ]
}
