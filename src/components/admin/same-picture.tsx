import type { UIFieldServerProps } from 'payload'

import { PictureWarning } from './picture-warning'
import { SameFileCheck } from './same-file-check'

/**
 * On a picture's page: the other pictures holding exactly the same file, so staff see a
 * duplicate upload and can reuse or delete one; and, when a file is chosen, whether it is
 * already stored, before it is uploaded.
 */
export async function SamePicture({ id, data, payload, req, i18n }: UIFieldServerProps) {
  const bn = i18n.language === 'bn-BD'
  const check = (
    <SameFileCheck
      heading={bn ? 'এই ছবিটি আগে থেকেই সংরক্ষিত আছে।' : 'This picture is already stored.'}
      text={
        bn
          ? 'আবার আপলোড না করে সেটিই ব্যবহার করতে পারেন:'
          : 'You can use the stored one instead of uploading it again:'
      }
    />
  )
  const hash = typeof data?.content_hash === 'string' ? data.content_hash : null
  if (id === undefined || !hash) return check
  const { docs } = await payload.find({
    collection: 'media',
    where: { and: [{ content_hash: { equals: hash } }, { id: { not_equals: id } }] },
    select: { alt: true, original_name: true, filename: true },
    limit: 5,
    depth: 0,
    overrideAccess: false,
    req,
  })
  return (
    <>
      {docs.length > 0 && (
        <PictureWarning
          heading={bn ? 'এই ছবিটি আগেও আপলোড করা হয়েছে।' : 'This picture has been uploaded before.'}
          text={
            bn
              ? 'একই ফাইল এখানেও আছে; পুরোনোটি ব্যবহার করে এটি মুছে ফেলতে পারেন:'
              : 'The same file is also stored here; you can use that one and delete this copy:'
          }
          pictures={docs}
          data-same-picture=""
        />
      )}
      {check}
    </>
  )
}
