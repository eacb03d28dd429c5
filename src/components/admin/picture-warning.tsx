/** A stored picture another one is a copy of. */
export type StoredPicture = {
  id: number
  alt?: string | null
  original_name?: string | null
  filename?: string | null
}

/** The notice that a picture is already stored, with links to the stored copies. */
export function PictureWarning({
  heading,
  text,
  pictures,
  ...data
}: {
  heading: string
  text: string
  pictures: StoredPicture[]
} & Record<`data-${string}`, string>) {
  return (
    <div
      role="status"
      {...data}
      style={{
        margin: '0 0 1.5rem',
        padding: '0.75rem 1rem',
        borderRadius: '0.375rem',
        border: '1px solid var(--theme-warning-500)',
        background: 'var(--theme-warning-100)',
      }}
    >
      <strong>{heading}</strong> {text}
      <ul style={{ margin: '0.5rem 0 0', paddingInlineStart: '1.25rem' }}>
        {pictures.map((picture) => (
          <li key={picture.id}>
            <a href={`/admin/collections/media/${picture.id}`}>
              {picture.alt || picture.original_name || picture.filename}
            </a>
            {picture.original_name ? ` (${picture.original_name})` : ''}
          </li>
        ))}
      </ul>
    </div>
  )
}
