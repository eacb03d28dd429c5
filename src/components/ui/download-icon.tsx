/** The page-with-an-arrow mark of a download link; the link's words say what it is. */
export function DownloadIcon({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className}>
      <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8z" />
      <path d="M14 3v5h5M12 11v6m-3-3 3 3 3-3" />
    </svg>
  )
}
