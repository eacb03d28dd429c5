import * as migration_20261122_224950_initial from './20261122_224950_initial';
import * as migration_20261122_235314_terms_page from './20261122_235314_terms_page';
import * as migration_20261123_041617_alumni_payments from './20261123_041617_alumni_payments';
import * as migration_20261123_075052_seats_and_inbox_status from './20261123_075052_seats_and_inbox_status';
import * as migration_20261123_091348_media_placeholders from './20261123_091348_media_placeholders';
import * as migration_20261123_144259_notices_calendar_admission from './20261123_144259_notices_calendar_admission';
import * as migration_20261123_180906_audit_log from './20261123_180906_audit_log';
import * as migration_20261123_184611_email_queue from './20261123_184611_email_queue';
import * as migration_20261123_212832_upload_storage_fields from './20261123_212832_upload_storage_fields';
import * as migration_20261124_201600_content_locales from './20261124_201600_content_locales';
import * as migration_20261124_220109_category_and_figure_locales from './20261124_220109_category_and_figure_locales';
import * as migration_20261125_021424_list_indexes from './20261125_021424_list_indexes';
import * as migration_20261125_035306_news_title_search from './20261125_035306_news_title_search';
import * as migration_20261126_040607_faculty_verified from './20261126_040607_faculty_verified';
import * as migration_20261126_041934_no_fixed_sign_in_lock from './20261126_041934_no_fixed_sign_in_lock';
import * as migration_20261126_065842_results_day from './20261126_065842_results_day';
import * as migration_20261126_070358_institution from './20261126_070358_institution';
import * as migration_20261126_072551_exam_publish_job from './20261126_072551_exam_publish_job';
import * as migration_20261126_103947_site_alerts from './20261126_103947_site_alerts';
import * as migration_20261126_104427_statement_matching from './20261126_104427_statement_matching';
import * as migration_20261126_104648_sms_broadcasts from './20261126_104648_sms_broadcasts';
import * as migration_20261126_112121_event_registration_closes from './20261126_112121_event_registration_closes';
import * as migration_20261126_140743_reunions from './20261126_140743_reunions';
import * as migration_20261126_141102_bilingual_publishing_settings_history from './20261126_141102_bilingual_publishing_settings_history';
import * as migration_20261126_142249_media_original_file from './20261126_142249_media_original_file';
import * as migration_20261126_143521_reunion_check_in from './20261126_143521_reunion_check_in';
import * as migration_20261126_172635_statement_reunion_payments from './20261126_172635_statement_reunion_payments';
import * as migration_20261126_173344_settings_drafts from './20261126_173344_settings_drafts';
import * as migration_20261126_174357_reunion_cancellation from './20261126_174357_reunion_cancellation';
import * as migration_20261207_024530_staff_roles_payment_accounts from './20261207_024530_staff_roles_payment_accounts';
import * as migration_20261207_051437_guardian_sms_confirmation from './20261207_051437_guardian_sms_confirmation';
import * as migration_20261207_055845_result_second_fact from './20261207_055845_result_second_fact';
import * as migration_20261207_115345_contact_reply from './20261207_115345_contact_reply';
import * as migration_20261207_120010_broadcast_held from './20261207_120010_broadcast_held';
import * as migration_20261207_120841_panel_language from './20261207_120841_panel_language';
import * as migration_20261207_181641_reunion_registration_title from './20261207_181641_reunion_registration_title';
import * as migration_20261207_182245_institution_text_gap from './20261207_182245_institution_text_gap';

export const migrations = [
  {
    up: migration_20261122_224950_initial.up,
    down: migration_20261122_224950_initial.down,
    name: '20261122_224950_initial',
  },
  {
    up: migration_20261122_235314_terms_page.up,
    down: migration_20261122_235314_terms_page.down,
    name: '20261122_235314_terms_page',
  },
  {
    up: migration_20261123_041617_alumni_payments.up,
    down: migration_20261123_041617_alumni_payments.down,
    name: '20261123_041617_alumni_payments',
  },
  {
    up: migration_20261123_075052_seats_and_inbox_status.up,
    down: migration_20261123_075052_seats_and_inbox_status.down,
    name: '20261123_075052_seats_and_inbox_status',
  },
  {
    up: migration_20261123_091348_media_placeholders.up,
    down: migration_20261123_091348_media_placeholders.down,
    name: '20261123_091348_media_placeholders',
  },
  {
    up: migration_20261123_144259_notices_calendar_admission.up,
    down: migration_20261123_144259_notices_calendar_admission.down,
    name: '20261123_144259_notices_calendar_admission',
  },
  {
    up: migration_20261123_180906_audit_log.up,
    down: migration_20261123_180906_audit_log.down,
    name: '20261123_180906_audit_log',
  },
  {
    up: migration_20261123_184611_email_queue.up,
    down: migration_20261123_184611_email_queue.down,
    name: '20261123_184611_email_queue',
  },
  {
    up: migration_20261123_212832_upload_storage_fields.up,
    down: migration_20261123_212832_upload_storage_fields.down,
    name: '20261123_212832_upload_storage_fields',
  },
  {
    up: migration_20261124_201600_content_locales.up,
    down: migration_20261124_201600_content_locales.down,
    name: '20261124_201600_content_locales',
  },
  {
    up: migration_20261124_220109_category_and_figure_locales.up,
    down: migration_20261124_220109_category_and_figure_locales.down,
    name: '20261124_220109_category_and_figure_locales',
  },
  {
    up: migration_20261125_021424_list_indexes.up,
    down: migration_20261125_021424_list_indexes.down,
    name: '20261125_021424_list_indexes',
  },
  {
    up: migration_20261125_035306_news_title_search.up,
    down: migration_20261125_035306_news_title_search.down,
    name: '20261125_035306_news_title_search',
  },
  {
    up: migration_20261126_040607_faculty_verified.up,
    down: migration_20261126_040607_faculty_verified.down,
    name: '20261126_040607_faculty_verified',
  },
  {
    up: migration_20261126_041934_no_fixed_sign_in_lock.up,
    down: migration_20261126_041934_no_fixed_sign_in_lock.down,
    name: '20261126_041934_no_fixed_sign_in_lock',
  },
  {
    up: migration_20261126_065842_results_day.up,
    down: migration_20261126_065842_results_day.down,
    name: '20261126_065842_results_day',
  },
  {
    up: migration_20261126_070358_institution.up,
    down: migration_20261126_070358_institution.down,
    name: '20261126_070358_institution',
  },
  {
    up: migration_20261126_072551_exam_publish_job.up,
    down: migration_20261126_072551_exam_publish_job.down,
    name: '20261126_072551_exam_publish_job',
  },
  {
    up: migration_20261126_103947_site_alerts.up,
    down: migration_20261126_103947_site_alerts.down,
    name: '20261126_103947_site_alerts',
  },
  {
    up: migration_20261126_104427_statement_matching.up,
    down: migration_20261126_104427_statement_matching.down,
    name: '20261126_104427_statement_matching',
  },
  {
    up: migration_20261126_104648_sms_broadcasts.up,
    down: migration_20261126_104648_sms_broadcasts.down,
    name: '20261126_104648_sms_broadcasts',
  },
  {
    up: migration_20261126_112121_event_registration_closes.up,
    down: migration_20261126_112121_event_registration_closes.down,
    name: '20261126_112121_event_registration_closes',
  },
  {
    up: migration_20261126_140743_reunions.up,
    down: migration_20261126_140743_reunions.down,
    name: '20261126_140743_reunions',
  },
  {
    up: migration_20261126_141102_bilingual_publishing_settings_history.up,
    down: migration_20261126_141102_bilingual_publishing_settings_history.down,
    name: '20261126_141102_bilingual_publishing_settings_history',
  },
  {
    up: migration_20261126_142249_media_original_file.up,
    down: migration_20261126_142249_media_original_file.down,
    name: '20261126_142249_media_original_file',
  },
  {
    up: migration_20261126_143521_reunion_check_in.up,
    down: migration_20261126_143521_reunion_check_in.down,
    name: '20261126_143521_reunion_check_in',
  },
  {
    up: migration_20261126_172635_statement_reunion_payments.up,
    down: migration_20261126_172635_statement_reunion_payments.down,
    name: '20261126_172635_statement_reunion_payments',
  },
  {
    up: migration_20261126_173344_settings_drafts.up,
    down: migration_20261126_173344_settings_drafts.down,
    name: '20261126_173344_settings_drafts',
  },
  {
    up: migration_20261126_174357_reunion_cancellation.up,
    down: migration_20261126_174357_reunion_cancellation.down,
    name: '20261126_174357_reunion_cancellation',
  },
  {
    up: migration_20261207_024530_staff_roles_payment_accounts.up,
    down: migration_20261207_024530_staff_roles_payment_accounts.down,
    name: '20261207_024530_staff_roles_payment_accounts',
  },
  {
    up: migration_20261207_051437_guardian_sms_confirmation.up,
    down: migration_20261207_051437_guardian_sms_confirmation.down,
    name: '20261207_051437_guardian_sms_confirmation',
  },
  {
    up: migration_20261207_055845_result_second_fact.up,
    down: migration_20261207_055845_result_second_fact.down,
    name: '20261207_055845_result_second_fact',
  },
  {
    up: migration_20261207_115345_contact_reply.up,
    down: migration_20261207_115345_contact_reply.down,
    name: '20261207_115345_contact_reply',
  },
  {
    up: migration_20261207_120010_broadcast_held.up,
    down: migration_20261207_120010_broadcast_held.down,
    name: '20261207_120010_broadcast_held',
  },
  {
    up: migration_20261207_120841_panel_language.up,
    down: migration_20261207_120841_panel_language.down,
    name: '20261207_120841_panel_language',
  },
  {
    up: migration_20261207_181641_reunion_registration_title.up,
    down: migration_20261207_181641_reunion_registration_title.down,
    name: '20261207_181641_reunion_registration_title',
  },
  {
    up: migration_20261207_182245_institution_text_gap.up,
    down: migration_20261207_182245_institution_text_gap.down,
    name: '20261207_182245_institution_text_gap'
  },
];
