/** The demo logins README lists. Change or delete these accounts before going live. */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@padmapar.example', password: 'admin-pass-2026', name: 'Shahana Parvin' },
  editor: {
    email: 'editor@padmapar.example',
    password: 'editor-pass-2026',
    name: 'Mahmudul Hasan',
  },
  student: { email: 'student@padmapar.example', password: 'student-pass-2026' },
  teacher: { email: 'teacher@padmapar.example', password: 'teacher-pass-2026' },
} as const
