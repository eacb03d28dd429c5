import type {
  CollectionBeforeChangeHook,
  CollectionConfig,
  Field,
  GlobalConfig,
  SelectField,
} from 'payload'

import { isStaffField } from '@/access/is-staff'
import { publishedContentAccess } from '@/access/published-content'
import { publicReadStaffUpdate, publicReadStaffWrite, staffInbox } from '@/access/staff-managed'
import { toLabelledOptions } from '@/fields/options'
import { sortOrderField } from '@/fields/sort-order'
import { revalidateGlobalAfterChange, revalidateHooks } from '@/hooks/revalidate-site'

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

type PublishedContentConfig = Config<'access' | 'hooks' | 'versions'> & {
  /** Fills the fields computed from the others (read time, excerpt) before each save. */
  beforeChange?: CollectionBeforeChangeHook[]
}

/**
 * Content the office drafts, schedules and publishes (news, events, notices): everyone reads the
 * published version, and each change re-renders the site.
 */
export function publishedContentCollection(
  slug: string,
  { beforeChange, ...config }: PublishedContentConfig,
): CollectionConfig {
  return {
    slug,
    ...config,
    versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
    access: publishedContentAccess,
    hooks: beforeChange ? { ...revalidateHooks, beforeChange } : revalidateHooks,
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
    access: { create: isStaffField },
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

/** A page's settings that staff edit under Settings; every change re-renders the site. */
export function siteSettingsGlobal(
  slug: string,
  config: Omit<GlobalConfig, 'slug' | 'access' | 'admin' | 'hooks'>,
): GlobalConfig {
  return {
    slug,
    ...config,
    admin: { group: 'Settings' },
    access: publicReadStaffUpdate,
    hooks: { afterChange: [revalidateGlobalAfterChange] },
  }
}
