/** The demo logins README lists. Change or delete these accounts before going live. */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@padmapar.example', password: 'admin-pass-2026', name: 'Shahana Parvin' },
  editor: {
    email: 'editor@padmapar.example',
    password: 'editor-pass-2026',
    name: 'Mahmudul Hasan',
  },
  volunteer: {
    email: 'volunteer@padmapar.example',
    password: 'volunteer-pass-2026',
    name: 'Tanvir Ahmed',
  },
  student: { email: 'student@padmapar.example', password: 'student-pass-2026' },
  teacher: { email: 'teacher@padmapar.example', password: 'teacher-pass-2026' },
} as const
