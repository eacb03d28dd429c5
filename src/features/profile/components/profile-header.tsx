import type { User } from '@/payload-types'

import { useProfileChoices } from '@/features/accounts/components/choice-labels'
import { CopyProfileLink } from './copy-profile-link.client'
import { PictureUpload } from './picture-upload.client'
import { pictureUrl } from './profile-values'

/** The top of the own profile: banner and picture (each replaceable), name, role, share link. */
export function ProfileHeader({ profile, name }: { profile: User; name: string }) {
  const choices = useProfileChoices()
  return (
    <div className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm">
      <PictureUpload kind="banner" url={pictureUrl(profile.banner, 'hero')} name={name} />
      <div className="flex flex-wrap items-end gap-4 px-6 pb-6">
        <div className="-mt-12">
          <PictureUpload
            kind="profile_image"
            url={pictureUrl(profile.profile_image, 'card')}
            name={name}
          />
        </div>
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{name}</h1>
          <p className="text-slate-600">{choices.roles[profile.role]}</p>
        </div>
        <CopyProfileLink id={profile.id} />
      </div>
    </div>
  )
}
