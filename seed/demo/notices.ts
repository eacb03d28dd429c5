/** Demo notices: what a Bangladeshi school office posts over a year. Fictional throughout. */

export const NOTICE_CATEGORIES = [
  'Admission',
  'Exam',
  'Result',
  'Holiday',
  'Scholarship',
  'Co-curricular',
  'General',
] as const
export type NoticeCategoryName = (typeof NOTICE_CATEGORIES)[number]

export type DemoAttachment = { title: string; kind: 'pdf' | 'image' }
export type DemoNotice = {
  title: string
  category: NoticeCategoryName
  /** Days before the seed date it was published. */
  daysAgo: number
  pinned?: boolean
  /** Days after the seed date it expires (negative: already expired). */
  expiresIn?: number
  paragraphs: string[]
  attachments?: DemoAttachment[]
  draft?: boolean
}

const OFFICE = 'For any question, contact the school office (Sunday to Thursday, 9 am to 3 pm).'

export const NOTICES: DemoNotice[] = [
  {
    title: 'Holiday list 2027',
    category: 'Holiday',
    daysAgo: 0,
    pinned: true,
    expiresIn: 60,
    paragraphs: [
      'The governing body has approved the list of holidays and vacations for the 2027 academic year. Classes will remain closed on the days shown in the attached list.',
      'Dates of religious holidays depend on the sighting of the moon and may change by a day. Any change will be announced on this notice board.',
    ],
    attachments: [{ title: 'Holiday list 2027 (PDF)', kind: 'pdf' }],
  },
  {
    title: 'Seat plan for the Class 6 admission test 2027',
    category: 'Admission',
    daysAgo: 1,
    paragraphs: [
      'The admission test for Class 6 will be held in the main building. Candidates must bring their admit card and a clipboard, and arrive at least 30 minutes before the test.',
      'Guardians are requested to wait in the field; they cannot enter the examination building.',
    ],
    attachments: [{ title: 'Seat plan, Class 6 admission test (PDF)', kind: 'pdf' }],
  },
  {
    title: 'Admit cards for the Annual Examination 2026',
    category: 'Exam',
    daysAgo: 2,
    paragraphs: [
      'Admit cards for the Annual Examination can be collected from the class teachers from Sunday. Students with unpaid fees must clear them at the accounts office first.',
      'No student will be allowed into the examination hall without an admit card.',
    ],
  },
  {
    title: 'Admission circular 2027: Classes 6 to 9',
    category: 'Admission',
    daysAgo: 3,
    pinned: true,
    expiresIn: 40,
    paragraphs: [
      'Applications are invited for admission to Classes 6, 7, 8 and 9 for the 2027 academic year. Forms are available at the school office and can be submitted online.',
      'Application fee: ৳ 300. Required: birth registration certificate, two passport-size photographs, and the last annual report card (Classes 7 to 9).',
      'See the attached circular for seats per class, test subjects and the full schedule.',
    ],
    attachments: [
      { title: 'Admission circular 2027 (PDF)', kind: 'pdf' },
      { title: 'Application form (PDF)', kind: 'pdf' },
    ],
  },
  {
    title: 'Winter vacation: school closed from 15 to 31 December',
    category: 'Holiday',
    daysAgo: 4,
    expiresIn: 40,
    paragraphs: [
      'The school will remain closed for winter vacation from 15 to 31 December. The office stays open on weekdays for admission work.',
      'Classes for the new academic year begin on 1 January with the textbook distribution festival.',
    ],
  },
  {
    title: 'Annual Examination 2026 routine (Classes 6 to 9)',
    category: 'Exam',
    daysAgo: 5,
    pinned: true,
    expiresIn: 25,
    paragraphs: [
      'The Annual Examination 2026 begins on the first Sunday of December. Examinations start at 10 am; students must be seated by 9:45 am.',
      'The full routine for each class is attached. Practical examinations for Class 9 take place in the laboratories during the week before.',
    ],
    attachments: [
      { title: 'Annual Examination routine, Classes 6 to 9 (PDF)', kind: 'pdf' },
      { title: 'Room allocation (scanned notice board image)', kind: 'image' },
    ],
  },
  {
    title: 'Victory Day: school closed on 16 December',
    category: 'Holiday',
    daysAgo: 6,
    paragraphs: [
      'The school will be closed on 16 December for Victory Day. Students of the scout and cadet groups will join the morning parade at the district stadium at 7 am.',
    ],
  },
  {
    title: 'Guardians’ meeting for Classes 9 and 10',
    category: 'General',
    daysAgo: 8,
    paragraphs: [
      'A meeting of guardians of Classes 9 and 10 will be held in the auditorium on Saturday at 10 am to discuss preparation for the SSC examination and the test examination results.',
      'Guardians are requested to attend in person.',
    ],
  },
  {
    title: 'Library opening hours during examinations',
    category: 'General',
    daysAgo: 10,
    paragraphs: [
      'During the Annual Examination the library will stay open from 8 am to 5 pm for students of Classes 9 and 10. Books cannot be taken home during this period.',
    ],
  },
  {
    title: 'Test Examination routine for SSC candidates 2027',
    category: 'Exam',
    daysAgo: 12,
    paragraphs: [
      'The Test Examination for SSC candidates of 2027 will be held according to the attached routine. Only students who pass the test examination may fill in the SSC form.',
    ],
    attachments: [{ title: 'SSC Test Examination routine (PDF)', kind: 'pdf' }],
  },
  {
    title: 'Stipend (upabritti) applications for Classes 6 to 10',
    category: 'Scholarship',
    daysAgo: 15,
    paragraphs: [
      'Students from low-income families may apply for the government secondary stipend. Applications with the guardian’s national ID and a mobile banking number must reach the class teacher within two weeks.',
    ],
    attachments: [{ title: 'Stipend application form (PDF)', kind: 'pdf' }],
  },
  {
    title: 'HSC (Class 11) admission: apply online through the education board',
    category: 'Admission',
    daysAgo: 20,
    paragraphs: [
      'Admission to Class 11 is through the education board’s online system. Our college code and the group-wise seats are listed in the attached circular.',
      'Selected students must confirm admission at the college office with their SSC mark sheet and testimonial.',
    ],
  },
  {
    title: 'Annual sports week: team registration',
    category: 'Co-curricular',
    daysAgo: 25,
    paragraphs: [
      'House captains must submit the names of their athletes for the annual sports week to the physical education teacher by Thursday. Events include football, cricket, kabaddi, 100 m and relay races.',
    ],
  },
  {
    title: 'SSC 2027 form fill-up schedule and fees',
    category: 'Exam',
    daysAgo: 30,
    paragraphs: [
      'SSC candidates of 2027 must fill in the board form at the school office on the dates given in the attached schedule.',
      'Fees: Science ৳ 2,650; Business Studies and Humanities ৳ 2,540, including centre fees.',
    ],
    attachments: [{ title: 'SSC form fill-up schedule (PDF)', kind: 'pdf' }],
  },
  {
    title: 'Alumni Association merit scholarship 2026: applications open',
    category: 'Scholarship',
    daysAgo: 40,
    paragraphs: [
      'The Alumni Association offers ten merit scholarships of ৳ 12,000 a year to students of Classes 9 and 11 with excellent results and financial need.',
    ],
  },
  {
    title: 'Durga Puja vacation',
    category: 'Holiday',
    daysAgo: 45,
    paragraphs: [
      'The school remains closed for the Durga Puja vacation as announced in the holiday list. Classes resume on the following Sunday.',
    ],
  },
  {
    title: 'Inter-house debate competition schedule',
    category: 'Co-curricular',
    daysAgo: 55,
    paragraphs: [
      'The inter-house debate competition takes place every Thursday after classes in the auditorium. The schedule of rounds is attached.',
    ],
    attachments: [{ title: 'Debate schedule (scanned image)', kind: 'image' }],
  },
  {
    title: 'Class test results for September',
    category: 'Result',
    daysAgo: 60,
    paragraphs: [
      'Results of the September class tests have been given to the students. Guardians can see the marks in the student diary and discuss them with the class teacher.',
    ],
  },
  {
    title: 'Science fair 2026: project submissions',
    category: 'Co-curricular',
    daysAgo: 80,
    paragraphs: [
      'Teams of up to three students may submit a science project proposal to their science teacher. Selected projects will be shown at the school science fair and sent to the district fair.',
    ],
  },
  {
    title: 'Tuition fees can be paid through bKash and Nagad',
    category: 'General',
    daysAgo: 90,
    paragraphs: [
      'Monthly tuition fees can now be paid through bKash and Nagad using the student ID as reference. Keep the transaction ID; the accounts office confirms payments within two working days.',
    ],
  },
  {
    title: 'HSC 2026 results and college merit list',
    category: 'Result',
    daysAgo: 100,
    paragraphs: [
      'Congratulations to our HSC candidates of 2026: 93.8% passed and 41 students achieved GPA 5. The merit list is attached.',
    ],
    attachments: [{ title: 'HSC 2026 merit list (PDF)', kind: 'pdf' }],
  },
  {
    title: 'New school uniform supplier and prices',
    category: 'General',
    daysAgo: 120,
    paragraphs: [
      'From this term, school uniforms are available from the supplier named in the attached list at the prices agreed with the governing body. Guardians may also have uniforms made elsewhere to the same design.',
    ],
    attachments: [{ title: 'Uniform design and prices (PDF)', kind: 'pdf' }],
  },
  {
    title: 'Half-Yearly Examination 2026 results published',
    category: 'Result',
    daysAgo: 140,
    paragraphs: [
      'Results of the Half-Yearly Examination 2026 for Classes 6 to 9 are published. Report cards will be handed to guardians at the parents’ meeting.',
    ],
    attachments: [{ title: 'Half-Yearly results summary (PDF)', kind: 'pdf' }],
  },
  {
    title: 'Half-Yearly Examination 2026 routine',
    category: 'Exam',
    daysAgo: 170,
    paragraphs: [
      'The Half-Yearly Examination 2026 for Classes 6 to 9 will be held according to the attached routine.',
    ],
    attachments: [{ title: 'Half-Yearly Examination routine (PDF)', kind: 'pdf' }],
  },
  {
    title: 'Eid-ul-Adha vacation',
    category: 'Holiday',
    daysAgo: 180,
    paragraphs: [
      'The school will remain closed for the Eid-ul-Adha vacation. Eid Mubarak to all our students, guardians and staff.',
    ],
  },
  {
    title: 'SSC 2026 results: 96.4% passed, 58 students with GPA 5',
    category: 'Result',
    daysAgo: 190,
    paragraphs: [
      'We are proud of our SSC candidates of 2026: 96.4% passed and 58 achieved GPA 5. Thank you to our teachers and guardians.',
    ],
  },
  {
    title: 'Mobile phones are not allowed in examination halls',
    category: 'General',
    daysAgo: 200,
    pinned: true,
    expiresIn: -150,
    paragraphs: [
      'Students may not bring mobile phones or smart watches into examination halls. Devices found will be kept by the office until a guardian collects them.',
    ],
  },
  {
    title: 'Lottery result for Class 1 admission 2026',
    category: 'Admission',
    daysAgo: 300,
    paragraphs: [
      'The lottery for Class 1 admission was held in the presence of guardians. The list of selected and waiting-list applicants is attached.',
    ],
    attachments: [{ title: 'Class 1 lottery result (PDF)', kind: 'pdf' }],
  },
  {
    title: 'Class routine 2027',
    category: 'General',
    daysAgo: 0,
    draft: true,
    paragraphs: ['The class routine for 2027 will be published before classes begin in January.'],
  },
]

export const NOTICE_CLOSING = OFFICE
