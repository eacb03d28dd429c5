/** Classes, student videos, gallery captions and contacts of the demo school. */
import type { Scene } from '../images'

export const CLASSES: { name: string; fees: string; subjects: string[]; teachers: string[] }[] = [
  {
    name: 'Class 1',
    fees: '৳900 per month',
    subjects: ['Bangla', 'English', 'Mathematics', 'Drawing'],
    teachers: ['Farhana Akter', 'Nusrat Jahan'],
  },
  {
    name: 'Class 2',
    fees: '৳900 per month',
    subjects: ['Bangla', 'English', 'Mathematics', 'Drawing'],
    teachers: ['Sharmin Jahan', 'Nusrat Jahan'],
  },
  {
    name: 'Class 3',
    fees: '৳1,000 per month',
    subjects: ['Bangla', 'English', 'Mathematics', 'Science', 'Bangladesh and Global Studies'],
    teachers: ['Md. Rafiqul Islam', 'Lovely Parvin'],
  },
  {
    name: 'Class 4',
    fees: '৳1,000 per month',
    subjects: [
      'Bangla',
      'English',
      'Mathematics',
      'Science',
      'Bangladesh and Global Studies',
      'Religion',
    ],
    teachers: ['Tanvir Hasan', 'Hasina Momtaz'],
  },
  {
    name: 'Class 5',
    fees: '৳1,100 per month',
    subjects: [
      'Bangla',
      'English',
      'Mathematics',
      'Science',
      'Bangladesh and Global Studies',
      'Religion',
    ],
    teachers: ['Md. Mizanur Rahman', 'Afroza Khatun'],
  },
  {
    name: 'Class 6',
    fees: '৳1,200 per month',
    subjects: ['Bangla', 'English', 'Mathematics', 'Science', 'ICT', 'History and Social Science'],
    teachers: ['Md. Rakibul Hasan', 'Jannatul Ferdous'],
  },
  {
    name: 'Class 7',
    fees: '৳1,200 per month',
    subjects: ['Bangla', 'English', 'Mathematics', 'Science', 'ICT', 'History and Social Science'],
    teachers: ['Md. Zahid Hossain', 'Sabina Yasmin'],
  },
  {
    name: 'Class 8',
    fees: '৳1,300 per month',
    subjects: ['Bangla', 'English', 'Mathematics', 'Science', 'ICT', 'Digital Technology'],
    teachers: ['Md. Shahidul Islam', 'Sumaiya Islam'],
  },
  {
    name: 'Class 9',
    fees: '৳1,500 per month',
    subjects: [
      'Bangla',
      'English',
      'Mathematics',
      'Physics',
      'Chemistry',
      'Biology',
      'Accounting',
      'Economics',
    ],
    teachers: ['Md. Habibur Rahman', 'Rehana Pervin', 'Md. Nazmul Huda'],
  },
  {
    name: 'Class 10',
    fees: '৳1,500 per month',
    subjects: [
      'Bangla',
      'English',
      'Higher Mathematics',
      'Physics',
      'Chemistry',
      'Biology',
      'Business Entrepreneurship',
    ],
    teachers: ['Md. Arifur Rahman', 'Dilruba Yeasmin', 'Md. Saiful Islam'],
  },
]

export const REQUIREMENTS = [
  'Birth registration certificate (online copy)',
  'Two passport-size photographs of the student',
  'Transfer certificate from the previous school (if any)',
  'National ID copies of both parents',
]

/**
 * Stand-in videos until staff add the school's own: Creative Commons films of the Blender
 * Foundation, so nothing unrelated or personal plays under a school title.
 */
const OPEN_FILMS = ['aqz-KE-bpKQ', 'eRsGyueVLvQ', 'R6MlUcmOul8', 'WhWc3b3KhnY']

export const VIDEOS: { title: string; youtubeId: string }[] = [
  'Science fair: the solar rice cooker',
  'Victory Day song by Class 8',
  'Debate final highlights',
  'Annual sports day in two minutes',
  'Recitation: Bidrohi',
  'Robotics club demo',
  'Campus tour by our student guides',
  'Tree plantation week',
].map((title, i) => ({ title, youtubeId: OPEN_FILMS[i % OPEN_FILMS.length]! }))

/**
 * The generated pictures: what each shows (its caption, also its alternative text) and the words
 * of a title it illustrates. Galleries take them in order; news, events and stories take the one
 * their title names.
 */
export const SCENES: Scene[] = [
  { caption: 'Main building at sunrise', motif: 'building', words: ['campus', 'history', 'clean'] },
  { caption: 'Morning assembly', motif: 'assembly', words: ['assembly', 'curriculum', 'textbook'] },
  { caption: 'Science laboratory', motif: 'lab', words: ['laboratory', 'science', 'physics'] },
  { caption: 'Library reading room', motif: 'library', words: ['library', 'librarian', 'reading'] },
  {
    caption: 'Computer lab',
    motif: 'computers',
    words: ['computer', 'ict olympiad', 'ict', 'digital', 'internet'],
  },
  { caption: 'School playground', motif: 'playground', words: ['playground', 'tiffin', 'picnic'] },
  {
    caption: 'Annual sports day',
    motif: 'sports-day',
    words: ['sports', 'athletics', 'badminton'],
  },
  { caption: 'Cultural programme', motif: 'dance', words: ['cultural', 'music', 'songs', 'drama'] },
  { caption: 'Debate club', motif: 'debate', words: ['debate'] },
  { caption: 'Science fair projects', motif: 'science-fair', words: ['science fair', 'project'] },
  {
    caption: 'Art exhibition',
    motif: 'art',
    words: ['art exhibition', 'art', 'painting', 'handwriting'],
  },
  { caption: 'Tree plantation', motif: 'planting', words: ['tree', 'plantation', 'climate'] },
  {
    caption: 'Victory Day',
    motif: 'victory',
    words: ['victory day', 'independence', 'liberation'],
  },
  { caption: 'Pohela Boishakh', motif: 'boishakh', words: ['boishakh', 'baishakh'] },
  {
    caption: 'Prize giving',
    motif: 'prizes',
    words: ['prize giving', 'prize', 'award', 'trophy', 'scholarship'],
  },
  { caption: 'Scouts camp', motif: 'scouts', words: ['scout', 'rover'] },
  { caption: 'Football team', motif: 'football', words: ['football'] },
  { caption: 'Cricket practice', motif: 'cricket', words: ['cricket'] },
  {
    caption: 'Classroom in session',
    motif: 'classroom',
    words: ['exam', 'test', 'homework', 'english'],
  },
  { caption: 'College section', motif: 'college', words: ['college', 'hsc'] },
  { caption: 'Alumni reunion', motif: 'reunion', words: ['alumni', 'reunion', 'batch', 'iftar'] },
  { caption: 'Teachers’ room', motif: 'staff-room', words: ['teacher', 'training'] },
  { caption: 'School garden', motif: 'garden', words: ['garden', 'rooftop garden'] },
  {
    caption: 'Riverside walk',
    motif: 'river',
    words: ['river', 'padma', 'flood', 'char', 'winter clothes'],
  },
  { caption: 'Mother Language Day', motif: 'shaheed-minar', words: ['mother language', 'shaheed'] },
  { caption: 'Book fair', motif: 'book-fair', words: ['book fair', 'books'] },
  { caption: 'Career seminar', motif: 'seminar', words: ['career', 'seminar', 'choosing'] },
  {
    caption: 'Health camp',
    motif: 'health',
    words: ['health', 'eye camp', 'blood', 'hand-washing'],
  },
  { caption: 'Math Olympiad', motif: 'maths', words: ['math', 'mathematics', 'olympiad'] },
  { caption: 'Graduation day', motif: 'graduation', words: ['ssc', 'graduation', 'results'] },
  { caption: 'Rooftop solar panels', motif: 'solar', words: ['solar panel', 'solar'] },
  { caption: 'School gate', motif: 'gate', words: ['gate', 'admission', 'road', 'rally'] },
  { caption: 'Guardians’ meeting', motif: 'meeting', words: ['guardian', 'parent', 'governing'] },
  { caption: 'Spring festival', motif: 'spring', words: ['spring', 'basanta', 'falgun'] },
]

export const CONTACTS: { title: string; phone: string; type: 'Help Desk' | 'Office' }[] = [
  { title: 'Admission help desk', phone: '01711-000101', type: 'Help Desk' },
  { title: 'Examination help desk', phone: '01711-000102', type: 'Help Desk' },
  { title: 'Principal’s office', phone: '0721-000201', type: 'Office' },
  { title: 'Accounts office', phone: '0721-000202', type: 'Office' },
]

export const NETWORKS: { title: string; fee: string; summary: string }[] = [
  {
    title: 'Padmapar Alumni Association',
    fee: '৳1,000 per year',
    summary: 'The association of every former student: reunions, scholarships and mentoring.',
  },
  {
    title: 'Doctors’ Forum',
    fee: '৳1,500 per year',
    summary:
      'Former students in medicine who run health camps and advise students on medical careers.',
  },
  {
    title: 'Engineers’ Network',
    fee: '৳1,200 per year',
    summary: 'Engineers and technologists who support the science and ICT clubs.',
  },
  {
    title: 'Business Circle',
    fee: '৳2,000 per year',
    summary: 'Entrepreneurs and professionals who fund the scholarship pool and offer internships.',
  },
]
