/** The demo logins README lists. Change or delete these accounts before going live. */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@padmapar.example', password: 'admin-pass-2026', name: 'Shahana Parvin' },
  editor: {
    email: 'editor@padmapar.example',
    password: 'editor-pass-2026',
    name: 'Mahmudul Hasan',
  },
  treasurer: {
    email: 'treasurer@padmapar.example',
    password: 'treasurer-pass-2026',
    name: 'Nasrin Sultana',
  },
  results: {
    email: 'results@padmapar.example',
    password: 'results-pass-2026',
    name: 'Abdur Rahim',
  },
  communications: {
    email: 'communications@padmapar.example',
    password: 'communications-pass-2026',
    name: 'Farzana Yasmin',
  },
  office: { email: 'office@padmapar.example', password: 'office-pass-2026', name: 'Kamrul Islam' },
  volunteer: {
    email: 'volunteer@padmapar.example',
    password: 'volunteer-pass-2026',
    name: 'Tanvir Ahmed',
  },
  student: { email: 'student@padmapar.example', password: 'student-pass-2026' },
  teacher: { email: 'teacher@padmapar.example', password: 'teacher-pass-2026' },
} as const
