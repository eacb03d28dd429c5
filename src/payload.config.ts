import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { s3Storage } from '@payloadcms/storage-s3'
import { bnBd } from '@payloadcms/translations/languages/bnBd'
import { en } from '@payloadcms/translations/languages/en'
import { buildConfig, defaultLoggerOptions } from 'payload'

import { Alerts } from '@/collections/Alerts'
import { AdmissionInquiries } from '@/collections/AdmissionInquiries'
import { Admins } from '@/collections/Admins'
import { Alumni } from '@/collections/Alumni'
import { AlumniRegistrations } from '@/collections/AlumniRegistrations'
import { AlumniResources } from '@/collections/AlumniResources'
import { AuditLog } from '@/collections/AuditLog'
import { BroadcastRecipients } from '@/collections/BroadcastRecipients'
import { Broadcasts } from '@/collections/Broadcasts'
import { CampusGallery } from '@/collections/CampusGallery'
import { CalendarEntries } from '@/collections/CalendarEntries'
import { Classes } from '@/collections/Classes'
import { CommunityMembers } from '@/collections/CommunityMembers'
import { ContactEntries } from '@/collections/ContactEntries'
import { ContactMessages } from '@/collections/ContactMessages'
import { EventRegistrations } from '@/collections/EventRegistrations'
import { Documents } from '@/collections/Documents'
import { Events } from '@/collections/Events'
import { Exams } from '@/collections/Exams'
import { publishExamTask } from '@/collections/Exams/publish-task'
import { Media } from '@/collections/Media'
import { News } from '@/collections/News'
import { NoticeCategories } from '@/collections/NoticeCategories'
import { Notices } from '@/collections/Notices'
import { Results } from '@/collections/Results'
import { SmsOptOuts } from '@/collections/SmsOptOuts'
import { SmsDays } from '@/collections/SmsDays'
import { GuardianPhoneCodes } from '@/collections/GuardianPhoneCodes'
import { StatementFormats } from '@/collections/StatementFormats'
import { ReunionAdmissions } from '@/collections/ReunionAdmissions'
import { ReunionRegistrations } from '@/collections/ReunionRegistrations'
import { StatementLines } from '@/collections/StatementLines'
import { StudentVideos } from '@/collections/StudentVideos'
import { Users } from '@/collections/Users'
import { About } from '@/globals/About'
import { AlumniPage } from '@/globals/AlumniPage'
import { PaymentAccounts } from '@/globals/PaymentAccounts'
import { Home } from '@/globals/Home'
import { Institution } from '@/globals/Institution'
import { Site } from '@/globals/Site'
import { Terms } from '@/globals/Terms'
import { asStaff } from '@/access/user-kinds'
import { featurePlugins } from '@/feature-plugins'
import { STAFF_DATE_FORMAT } from '@/fields/dates'
import { plainPanel } from '@/fields/plain-labels'
import { panelTranslations } from '@/lib/admin/panel-translations'
import { LIMITS, SCHOOL_TIME_ZONE, SCHOOL_TIME_ZONE_LABEL } from '@/lib/constants'
import { limitedSharp } from '@/lib/image-pixels'
import { queuedEmailAdapter, sendEmailTask } from '@/lib/email/email-queue'
import { outboxAdapter, parseFromHeader } from '@/lib/email/outbox-adapter'
import { env, isPostgres } from '@/lib/env'
import { isJobRunner } from '@/lib/job-runner'
import { jsonLogs, loggerOptions } from '@/lib/log/logger'
import { queryCounter } from '@/lib/payload/query-count'
import { siteOrigins } from '@/lib/site-origin'
import { configuredStorage, STORAGE_PREFIXES } from '@/lib/storage/object-storage'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const from = parseFromHeader(env.SMTP_FROM)

const db = isPostgres
  ? postgresAdapter({
      pool: { connectionString: env.DATABASE_URL },
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      prodMigrations: postgresMigrations,
      push: false,
      logger: queryCounter,
    })
  : sqliteAdapter({
      client: { url: env.DATABASE_URL },
      // Readers never wait for a writer, a commit survives a crash (synchronous FULL), and a
      // write that meets another waits up to 5 s instead of failing with SQLITE_BUSY.
      wal: true,
      busyTimeout: 5000,
      migrationDir: path.resolve(dirname, 'migrations/sqlite'),
      prodMigrations: sqliteMigrations,
      push: false,
      logger: queryCounter,
    })

const transport = env.SMTP_HOST
  ? nodemailerAdapter({
      defaultFromAddress: from.address,
      defaultFromName: from.name,
      transportOptions: {
        host: env.SMTP_HOST,
        port: env.SMTP_PORT,
        secure: env.SMTP_PORT === 465,
        auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS } : undefined,
        // A silent server fails the try well within the immediate run's lease (email-queue.ts).
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
      },
    })
  : outboxAdapter({
      dir: path.resolve(env.OUTBOX_DIR),
      fromAddress: from.address,
      fromName: from.name,
    })

export default buildConfig({
  serverURL: env.SERVER_URL,
  logger: jsonLogs
    ? { options: loggerOptions() }
    : { options: loggerOptions(), destination: defaultLoggerOptions },
  secret: env.PAYLOAD_SECRET || 'development-only-secret-not-for-production-use',
  admin: {
    user: Admins.slug,
    meta: { titleSuffix: ' | বিদ্যালয় প্রশাসন · School admin' },
    // Staff pictures are not fetched from Gravatar: no staff e-mail hash leaves the site.
    avatar: 'default',
    // Day, month and year everywhere in the panel (the US order and yearless dates misled staff).
    dateFormat: STAFF_DATE_FORMAT,
    // Scheduled publishing is set in school time, whatever the computer's clock says.
    timezones: {
      supportedTimezones: [{ label: SCHOOL_TIME_ZONE_LABEL, value: SCHOOL_TIME_ZONE }],
      defaultTimezone: SCHOOL_TIME_ZONE,
    },
    importMap: { baseDir: path.resolve(dirname) },
    // The dashboard opens with what waits for the office today, then what the education
    // directorate requires that is still missing.
    components: {
      // Words Payload takes as plain text (time zone names), in the Bangla panel too; Bengali
      // digits typed into number, phone and date fields; the panel language kept per account.
      providers: [
        '@/components/admin/panel-words#PanelWords',
        '@/components/admin/bengali-digits#BengaliDigits',
        '@/features/staff/admin/panel-language#PanelLanguage',
      ],
      beforeDashboard: [
        '@/features/today/admin/today-panel#TodayPanel',
        '@/features/institution/admin/institution-checklist#InstitutionDashboardChecklist',
      ],
    },
  },
  // Staff choose English or Bangla for the panel (Account → Language); English by default.
  i18n: {
    supportedLanguages: { en, 'bn-BD': bnBd },
    fallbackLanguage: 'en',
    translations: panelTranslations,
  },
  // Titles, texts and settings have a Bangla version beside the English one; where one language
  // is not written (yet, or ever: Bangla-only items), pages show the other.
  localization: {
    locales: [
      { code: 'en', label: { en: 'English', 'bn-BD': 'ইংরেজি' }, fallbackLocale: 'bn' },
      { code: 'bn', label: { en: 'Bangla', 'bn-BD': 'বাংলা' }, fallbackLocale: 'en' },
    ],
    defaultLocale: 'en',
    fallback: true,
  },
  collections: [
    Events,
    News,
    Notices,
    NoticeCategories,
    Alerts,
    Documents,
    CalendarEntries,
    Classes,
    StudentVideos,
    CampusGallery,
    ContactEntries,
    Alumni,
    AlumniResources,
    CommunityMembers,
    AlumniRegistrations,
    StatementLines,
    ReunionRegistrations,
    ReunionAdmissions,
    StatementFormats,
    EventRegistrations,
    ContactMessages,
    AdmissionInquiries,
    Exams,
    Results,
    Media,
    Users,
    Admins,
    AuditLog,
    Broadcasts,
    BroadcastRecipients,
    SmsOptOuts,
    SmsDays,
    GuardianPhoneCodes,
  ],
  globals: [Site, Home, About, AlumniPage, PaymentAccounts, Terms, Institution],
  editor: lexicalEditor(),
  db,
  email: queuedEmailAdapter(transport),
  // Payload decodes uploads for their sizes through this: never more than the pixel cap.
  sharp: limitedSharp,
  csrf: siteOrigins(),
  cors: siteOrigins(),
  graphQL: { disable: true },
  telemetry: false,
  upload: { limits: { fileSize: LIMITS.imageUploadBytes } },
  // Scheduled publishing (content and exam results), alerts' ends, e-mail and broadcast jobs run
  // for staff or the job runner (src/lib/job-runner.ts).
  jobs: {
    // Features add theirs (broadcasts' sending, alerts' end) through src/feature-plugins.ts.
    tasks: [sendEmailTask, publishExamTask],
    access: { run: ({ req }) => asStaff(req.user) !== null || isJobRunner(req.headers) },
  },
  plugins: [
    // Uploads go to the bucket when S3_BUCKET is set. The plugin's fields (the file's folder in
    // the bucket) are in the schema either way, so one set of migrations serves both.
    s3Storage({
      enabled: configuredStorage !== null,
      alwaysInsertFields: true,
      bucket: configuredStorage?.bucket ?? '',
      config: configuredStorage?.config ?? {},
      collections: {
        media: { prefix: STORAGE_PREFIXES.media },
        documents: { prefix: STORAGE_PREFIXES.documents },
      },
    }),
    // Behaviour features give collections (src/feature-plugins.ts), before the panel's labels.
    ...featurePlugins,
    plainPanel,
  ],
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
})
