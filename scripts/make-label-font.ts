/**
 * `npm run label-font`: cuts the language link's letters ('বাংলা') out of the site's Bengali bold
 * face into src/fonts (about 1 KB), so an English page can draw them on a device without a
 * Bengali font without fetching the whole face. Needs Python's fontTools with brotli
 * (`apt-get install python3-fonttools python3-brotli`); commit what it writes.
 */
import { execFileSync } from 'node:child_process'

import { LOCALE_NAMES } from '@/i18n/locales'

const SOURCE =
  'node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff2'
const OUTPUT = 'src/fonts/bengali-label-700.woff2'

execFileSync(
  process.env.PYTHON ?? 'python3',
  [
    '-m',
    'fontTools.subset',
    SOURCE,
    `--text=${LOCALE_NAMES.bn}`,
    // Shaping rules stay, so the vowel signs join their letters as in the whole face.
    '--layout-features=*',
    '--flavor=woff2',
    `--output-file=${OUTPUT}`,
  ],
  { stdio: 'inherit' },
)
console.log(`› ${OUTPUT} written`)
