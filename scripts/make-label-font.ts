/**
 * `npm run label-font`: cuts the language link's letters ('বাংলা') out of the site's Bengali bold
 * face (about 1 KB) and writes them into src/fonts/bengali-label.css as an inline font, so an
 * English page draws the word on a device without a Bengali font without fetching a whole face,
 * or anything at all. Needs Python's fontTools with brotli
 * (`apt-get install python3-fonttools python3-brotli`); commit what it writes.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { LOCALE_NAMES } from '@/i18n/locales'

const SOURCE =
  'node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff2'
const OUTPUT = 'src/fonts/bengali-label.css'

const dir = mkdtempSync(path.join(tmpdir(), 'label-font-'))
const cut = path.join(dir, 'label.woff2')
try {
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
      `--output-file=${cut}`,
    ],
    { stdio: 'inherit' },
  )
  const data = readFileSync(cut).toString('base64')
  writeFileSync(
    OUTPUT,
    `/*
 * The language link's 'বাংলা' on English pages (written by \`npm run label-font\`): the device's
 * Bengali bold, or these letters cut from Noto Sans Bengali Bold (SIL Open Font License), inline.
 */
@font-face {
  font-family: 'Bengali Label';
  font-style: normal;
  font-weight: 100 900;
  font-display: swap;
  src:
    local('Noto Sans Bengali Bold'),
    local('NotoSansBengali-Bold'),
    local('Noto Sans Bengali UI Bold'),
    local('Nirmala UI Bold'),
    local('Kohinoor Bangla Bold'),
    url('data:font/woff2;base64,${data}')
      format('woff2');
  unicode-range: U+0980-09FE;
}
`,
  )
  console.log(`› ${OUTPUT} written (${data.length} characters of font)`)
} finally {
  rmSync(dir, { recursive: true, force: true })
}
