import type { UIFieldServerProps } from 'payload'

/**
 * On a picture's page: the other pictures holding exactly the same file, so staff see a
 * duplicate upload and can reuse or delete one.
 */
export async function SamePicture({ id, data, payload, req, i18n }: UIFieldServerProps) {
  const hash = typeof data?.content_hash === 'string' ? data.content_hash : null
  if (id === undefined || !hash) return null
  const { docs } = await payload.find({
    collection: 'media',
    where: { and: [{ content_hash: { equals: hash } }, { id: { not_equals: id } }] },
    select: { alt: true, original_name: true, filename: true },
    limit: 5,
    depth: 0,
    overrideAccess: false,
    req,
  })
  if (docs.length === 0) return null
  const bn = i18n.language === 'bn-BD'
  return (
    <div
      role="status"
      data-same-picture
      style={{
        margin: '0 0 1.5rem',
        padding: '0.75rem 1rem',
        borderRadius: '0.375rem',
        border: '1px solid var(--theme-warning-500)',
        background: 'var(--theme-warning-100)',
      }}
    >
      <strong>
        {bn ? 'এই ছবিটি আগেও আপলোড করা হয়েছে।' : 'This picture has been uploaded before.'}
      </strong>{' '}
      {bn
        ? 'একই ফাইল এখানেও আছে; পুরোনোটি ব্যবহার করে এটি মুছে ফেলতে পারেন:'
        : 'The same file is also stored here; you can use that one and delete this copy:'}
      <ul style={{ margin: '0.5rem 0 0', paddingInlineStart: '1.25rem' }}>
        {docs.map((doc) => (
          <li key={doc.id}>
            <a href={`/admin/collections/media/${doc.id}`}>
              {doc.alt || doc.original_name || doc.filename}
            </a>
            {doc.original_name ? ` (${doc.original_name})` : ''}
          </li>
        ))}
      </ul>
    </div>
  )
}
