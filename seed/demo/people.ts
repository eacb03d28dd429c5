/** Fictional people of the demo school: leadership, faculty, students and alumni. */
import type { User } from '@/payload-types'

type Specialization = NonNullable<User['specialization']>

export const LEADERS: { name: string; designation: string; gender: 'Male' | 'Female' }[] = [
  { name: 'Prof. Md. Abdur Rahman', designation: 'Principal', gender: 'Male' },
  { name: 'Dr. Nasrin Sultana', designation: 'Vice Principal (College)', gender: 'Female' },
  { name: 'Md. Kamrul Hasan', designation: 'Vice Principal (School)', gender: 'Male' },
  { name: 'Alhaj Md. Shamsul Alam', designation: 'Chairman, Governing Body', gender: 'Male' },
  { name: 'Rokeya Begum', designation: 'Member, Governing Body', gender: 'Female' },
  { name: 'Md. Golam Mostafa', designation: 'Guardian Representative', gender: 'Male' },
  { name: 'Shirin Akter', designation: 'Head of Academic Affairs', gender: 'Female' },
  { name: 'Md. Jahangir Alam', designation: 'Head of Science', gender: 'Male' },
  { name: 'Fahmida Khanam', designation: 'Head of Humanities', gender: 'Female' },
  { name: 'Md. Anisur Rahman', designation: 'Head of Business Studies', gender: 'Male' },
  { name: 'Tahmina Haque', designation: 'Controller of Examinations', gender: 'Female' },
  { name: 'Md. Harunur Rashid', designation: 'Administrative Officer', gender: 'Male' },
]

export const FACULTY: {
  name: string
  specialization: Specialization
  gender: 'Male' | 'Female'
}[] = [
  { name: 'Farhana Akter', specialization: 'Bangla', gender: 'Female' },
  { name: 'Md. Rafiqul Islam', specialization: 'Bangla', gender: 'Male' },
  { name: 'Tanvir Hasan', specialization: 'English', gender: 'Male' },
  { name: 'Sharmin Jahan', specialization: 'English', gender: 'Female' },
  { name: 'Md. Mizanur Rahman', specialization: 'Mathematics', gender: 'Male' },
  { name: 'Nusrat Jahan', specialization: 'Mathematics', gender: 'Female' },
  { name: 'Md. Shahidul Islam', specialization: 'Physics', gender: 'Male' },
  { name: 'Afroza Khatun', specialization: 'Physics', gender: 'Female' },
  { name: 'Md. Zahid Hossain', specialization: 'Chemistry', gender: 'Male' },
  { name: 'Sabina Yasmin', specialization: 'Chemistry', gender: 'Female' },
  { name: 'Md. Habibur Rahman', specialization: 'Biology', gender: 'Male' },
  { name: 'Lovely Parvin', specialization: 'Biology', gender: 'Female' },
  { name: 'Md. Saiful Islam', specialization: 'Accounting', gender: 'Male' },
  { name: 'Rehana Pervin', specialization: 'Accounting', gender: 'Female' },
  { name: 'Md. Arifur Rahman', specialization: 'Business Studies', gender: 'Male' },
  { name: 'Kohinur Akter', specialization: 'Business Studies', gender: 'Female' },
  { name: 'Md. Nazmul Huda', specialization: 'Economics', gender: 'Male' },
  { name: 'Dilruba Yeasmin', specialization: 'Economics', gender: 'Female' },
  { name: 'Md. Abul Kalam Azad', specialization: 'History', gender: 'Male' },
  { name: 'Hasina Momtaz', specialization: 'History', gender: 'Female' },
  { name: 'Md. Mahbubur Rahman', specialization: 'Geography', gender: 'Male' },
  { name: 'Jannatul Ferdous', specialization: 'Geography', gender: 'Female' },
  { name: 'Md. Rakibul Hasan', specialization: 'ICT', gender: 'Male' },
  { name: 'Sumaiya Islam', specialization: 'ICT', gender: 'Female' },
]

export const STUDENTS: {
  name: string
  gender: 'Male' | 'Female'
  class: string
  birthYear: number
}[] = [
  { name: 'Ayesha Siddika', gender: 'Female', class: '9', birthYear: 2011 },
  { name: 'Rahat Chowdhury', gender: 'Male', class: '10', birthYear: 2010 },
  { name: 'Tasnim Rahman', gender: 'Female', class: '8', birthYear: 2012 },
  { name: 'Imran Hossain', gender: 'Male', class: '7', birthYear: 2013 },
  { name: 'Sadia Afrin', gender: 'Female', class: '6', birthYear: 2014 },
]

export const ALUMNI: {
  name: string
  profession: string
  year: number
  gender: 'Male' | 'Female'
}[] = [
  {
    name: 'Dr. Mehedi Hasan',
    profession: 'Cardiologist, Rajshahi Medical College Hospital',
    year: 2004,
    gender: 'Male',
  },
  { name: 'Sabrina Karim', profession: 'Software Engineer, Dhaka', year: 2012, gender: 'Female' },
  {
    name: 'Md. Touhidul Islam',
    profession: 'Assistant Commissioner, Civil Service',
    year: 2009,
    gender: 'Male',
  },
  {
    name: 'Nafisa Anjum',
    profession: 'Lecturer, University of Rajshahi',
    year: 2011,
    gender: 'Female',
  },
  {
    name: 'Asif Iqbal',
    profession: 'Civil Engineer, Padma Bridge Rail Link',
    year: 2007,
    gender: 'Male',
  },
  { name: 'Rumana Afroz', profession: 'Journalist, national daily', year: 2010, gender: 'Female' },
  { name: 'Md. Shakil Ahmed', profession: 'Captain, Bangladesh Army', year: 2013, gender: 'Male' },
  { name: 'Tanjila Islam', profession: 'Chartered Accountant', year: 2008, gender: 'Female' },
  {
    name: 'Fahim Faisal',
    profession: 'Entrepreneur, agri-tech startup',
    year: 2015,
    gender: 'Male',
  },
  { name: 'Marzia Sultana', profession: 'Public health researcher', year: 2006, gender: 'Female' },
  { name: 'Rezaul Karim', profession: 'Bank manager, Sonali Bank', year: 2002, gender: 'Male' },
  { name: 'Ishrat Jahan', profession: 'Architect', year: 2014, gender: 'Female' },
  {
    name: 'Md. Nahid Hasan',
    profession: 'National cricket team analyst',
    year: 2016,
    gender: 'Male',
  },
  { name: 'Moushumi Das', profession: 'Pharmacist', year: 2005, gender: 'Female' },
  { name: 'Arif Mahmud', profession: 'Garments exporter', year: 2001, gender: 'Male' },
  {
    name: 'Shaila Sharmin',
    profession: 'Lawyer, Rajshahi Judge Court',
    year: 2009,
    gender: 'Female',
  },
]

/** Splits "Md. Rafiqul Islam" into first "Md. Rafiqul" and last "Islam". */
export function splitName(full: string): { first_name: string; last_name: string } {
  const parts = full.split(' ')
  const last = parts.pop() ?? full
  return { first_name: parts.join(' ') || last, last_name: last }
}

/** A readable e-mail local part: "Md. Rafiqul Islam" → "rafiqul.islam". */
export function emailName(full: string): string {
  return full
    .replace(/^(Md\.|Dr\.|Prof\.|Alhaj)\s*/g, '')
    .replace(/^(Md\.)\s*/g, '')
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .trim()
    .split(/\s+/)
    .join('.')
}
