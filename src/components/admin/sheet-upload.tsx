import type { CSSProperties, Ref } from 'react'

import type { LineProblem } from '@/lib/read-sheet'

/** A table cell of the admin's upload panels. */
export const adminCell: CSSProperties = {
  padding: '0.35rem 0.6rem',
  borderBottom: '1px solid var(--theme-elevation-150)',
  textAlign: 'left',
}

export const adminTable: CSSProperties = {
  borderCollapse: 'collapse',
  margin: '0.5rem 0 1.25rem',
  minWidth: '18rem',
}

/** The file box of an upload panel: CSV or Excel (.xlsx), as `readUploadedSheet` reads them. */
export function SheetFileInput({
  label,
  name,
  inputRef,
  onChange,
}: {
  label: string
  name: string
  inputRef: Ref<HTMLInputElement>
  onChange?: () => void
}) {
  return (
    <label style={{ display: 'grid', gap: '0.25rem' }}>
      <span>{label}</span>
      <input
        ref={inputRef}
        type="file"
        name={name}
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        onChange={onChange}
      />
    </label>
  )
}

/** An uploaded file's problems, one row per line, in the panel's language. */
export function LineProblems({
  intro,
  headings,
  problems,
  lang,
}: {
  intro: string
  headings: { line: string; problem: string }
  problems: LineProblem[]
  lang: 'en' | 'bn'
}) {
  return (
    <>
      <p style={{ color: 'var(--theme-error-500)' }}>{intro}</p>
      <table style={adminTable}>
        <thead>
          <tr>
            <th style={adminCell}>{headings.line}</th>
            <th style={adminCell}>{headings.problem}</th>
          </tr>
        </thead>
        <tbody>
          {problems.map((problem, i) => (
            <tr key={i}>
              <td style={adminCell}>{problem.line}</td>
              <td style={adminCell}>{problem[lang]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
