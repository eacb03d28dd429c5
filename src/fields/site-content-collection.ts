import type {
  CollectionBeforeChangeHook,
  CollectionConfig,
  Field,
  GlobalConfig,
  SelectField,
} from 'payload'

import { withDutyField } from '@/access/duties'
import { publishedContentAccess } from '@/access/published-content'
import { publicReadStaffUpdate, publicReadStaffWrite, staffInbox } from '@/access/staff-managed'
import { toLabelledOptions } from '@/fields/options'
import { previewUrl } from '@/lib/preview'
import { sortOrderField } from '@/fields/sort-order'
import { refuseBlankEnglish } from '@/hooks/refuse-blank-english'
import { revalidateGlobalAfterChange, revalidateHooks } from '@/hooks/revalidate-site'
import { staffText } from '@/fields/staff-text'

/** A collection's settings but its slug (every builder below takes it first) and `Decided`. */
type Config<Decided extends keyof CollectionConfig = never> = Omit<
  CollectionConfig,
  'slug' | Decided
>

type SiteContentConfig = Config<'access' | 'hooks'>

/** Public content that staff edit: read by anyone, and every change re-renders the site. */
export function siteContentCollection(slug: string, config: SiteContentConfig): CollectionConfig {
  return { slug, ...config, access: publicReadStaffWrite, hooks: revalidateHooks }
}

/** Site content the office orders by hand: a trailing sort-order field, lowest first. */
export function sortedListCollection(
  slug: string,
  config: Omit<SiteContentConfig, 'defaultSort'> & { fields: Field[] },
): CollectionConfig {
  return siteContentCollection(slug, {
    ...config,
    defaultSort: 'sort_order',
    fields: [...config.fields, sortOrderField],
  })
}

type PublishedContentConfig = Config<'access' | 'hooks' | 'versions' | 'fields'> & {
  fields: Field[]
  /** The localized field English pages show as the item's title. */
  titleField: string
  /** Fills the fields computed from the others (read time, excerpt) before each save. */
  beforeChange?: CollectionBeforeChangeHook[]
  /** The item's page on the site (its English address), which the admin's Preview opens. */
  pagePath: (doc: Record<string, unknown>) => string
}

/** Marks an item written in Bangla alone: it publishes without English, and English pages show the Bangla. */
const banglaOnlyField: Field = {
  name: 'bangla_only',
  type: 'checkbox',
  defaultValue: false,
  label: staffText('Bangla only', 'শুধু বাংলা'),
  admin: {
    position: 'sidebar',
    description: staffText(
      'Tick when there is no English version. English pages then show the Bangla text.',
      'ইংরেজি সংস্করণ না থাকলে টিক দিন। তখন ইংরেজি পাতায় বাংলা লেখা দেখাবে।',
    ),
  },
}

/** Scheduling from the first save, with "Publish" (not Payload's "Unpublish") chosen. */
const schedulePublishField: Field = {
  name: 'schedule_publish',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: { Field: '@/components/admin/schedule-publish#SchedulePublish' },
  },
}

/** Which languages of the item are written, and a warning before switching language loses typing. */
function languageStatusField(titleField: string): Field {
  return {
    name: 'languages',
    type: 'ui',
    admin: {
      position: 'sidebar',
      components: {
        Field: {
          path: '@/components/admin/language-status#LanguageStatus',
          serverProps: { titleField },
        },
      },
    },
  }
}

/**
 * Content the office drafts, schedules and publishes (news, events, notices): everyone reads the
 * published version, and each change re-renders the site.
 */
export function publishedContentCollection(
  slug: string,
  { beforeChange = [], titleField, pagePath, fields, ...config }: PublishedContentConfig,
): CollectionConfig {
  return {
    slug,
    ...config,
    // Preview shows the page as saved, drafts included, in the language being edited.
    admin: { ...config.admin, preview: (doc, { locale }) => previewUrl(pagePath(doc), locale) },
    fields: [languageStatusField(titleField), banglaOnlyField, schedulePublishField, ...fields],
    versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
    access: publishedContentAccess,
    hooks: { ...revalidateHooks, beforeChange: [refuseBlankEnglish(titleField), ...beforeChange] },
  }
}

type InboxConfig<Status extends string> = Config<'access' | 'defaultSort' | 'fields'> & {
  fields: Field[]
  /** Where staff are with a message, and the status every new message starts in. */
  statuses: Record<Status, string>
  newStatus: NoInfer<Status>
}

/**
 * Messages sent in from the public site: staff handle them newest first and move each along its
 * statuses (a trailing status field).
 */
export function inboxCollection<Status extends string>(
  slug: string,
  { statuses, newStatus, ...config }: InboxConfig<Status>,
): CollectionConfig {
  const status: SelectField = {
    name: 'status',
    type: 'select',
    defaultValue: newStatus,
    index: true,
    options: toLabelledOptions(statuses),
    // Senders never set it: every message arrives in the new status.
    access: { create: withDutyField('inbox') },
    admin: { position: 'sidebar' },
  }
  return {
    slug,
    ...config,
    access: staffInbox,
    defaultSort: '-createdAt',
    fields: [...config.fields, status],
  }
}

/**
 * A page's settings that staff edit under Settings; every change re-renders the site. Changes can
 * be saved as a draft and previewed on `pagePath` (its English address) before they are published.
 */
export function siteSettingsGlobal(
  slug: string,
  {
    pagePath,
    ...config
  }: Omit<GlobalConfig, 'slug' | 'access' | 'admin' | 'hooks'> & { pagePath: string },
): GlobalConfig {
  return {
    slug,
    ...config,
    admin: { group: 'Settings', preview: (_doc, { locale }) => previewUrl(pagePath, locale) },
    // Every save is kept, so staff can compare with an earlier state and restore it.
    versions: { max: 20, drafts: true },
    access: publicReadStaffUpdate,
    hooks: { afterChange: [revalidateGlobalAfterChange] },
  }
}
