import * as migration_20261122_224932_initial from './20261122_224932_initial';
import * as migration_20261122_235247_terms_page from './20261122_235247_terms_page';
import * as migration_20261123_041605_alumni_payments from './20261123_041605_alumni_payments';
import * as migration_20261123_075037_seats_and_inbox_status from './20261123_075037_seats_and_inbox_status';
import * as migration_20261123_090937_media_placeholders from './20261123_090937_media_placeholders';
import * as migration_20261123_144247_notices_calendar_admission from './20261123_144247_notices_calendar_admission';
import * as migration_20261123_180824_audit_log from './20261123_180824_audit_log';
import * as migration_20261123_212809_upload_storage_fields from './20261123_212809_upload_storage_fields';
import * as migration_20261124_201508_content_locales from './20261124_201508_content_locales';
import * as migration_20261124_220020_category_and_figure_locales from './20261124_220020_category_and_figure_locales';
import * as migration_20261125_021316_list_indexes from './20261125_021316_list_indexes';
import * as migration_20261125_035222_news_title_search from './20261125_035222_news_title_search';
import * as migration_20261126_040557_faculty_verified from './20261126_040557_faculty_verified';
import * as migration_20261126_041926_no_fixed_sign_in_lock from './20261126_041926_no_fixed_sign_in_lock';
import * as migration_20261126_065833_results_day from './20261126_065833_results_day';
import * as migration_20261126_070340_institution from './20261126_070340_institution';
import * as migration_20261126_104015_site_alerts from './20261126_104015_site_alerts';
import * as migration_20261126_104348_statement_matching from './20261126_104348_statement_matching';
import * as migration_20261126_104636_sms_broadcasts from './20261126_104636_sms_broadcasts';
import * as migration_20261126_112040_event_registration_closes from './20261126_112040_event_registration_closes';
import * as migration_20261126_140710_reunions from './20261126_140710_reunions';
import * as migration_20261126_141022_bilingual_publishing_settings_history from './20261126_141022_bilingual_publishing_settings_history';
import * as migration_20261126_142211_media_original_file from './20261126_142211_media_original_file';
import * as migration_20261126_143441_reunion_check_in from './20261126_143441_reunion_check_in';
import * as migration_20261126_172219_settings_drafts from './20261126_172219_settings_drafts';
import * as migration_20261126_172615_statement_reunion_payments from './20261126_172615_statement_reunion_payments';
import * as migration_20261207_024327_staff_roles_payment_accounts from './20261207_024327_staff_roles_payment_accounts';
import * as migration_20261207_051253_guardian_sms_confirmation from './20261207_051253_guardian_sms_confirmation';
import * as migration_20261207_055811_result_second_fact from './20261207_055811_result_second_fact';
import * as migration_20261207_115234_contact_reply from './20261207_115234_contact_reply';
import * as migration_20261207_115916_broadcast_held from './20261207_115916_broadcast_held';
import * as migration_20261207_120747_panel_language from './20261207_120747_panel_language';
import * as migration_20261207_181632_reunion_registration_title from './20261207_181632_reunion_registration_title';
import * as migration_20261207_182235_institution_text_gap from './20261207_182235_institution_text_gap';

export const migrations = [
  {
    up: migration_20261122_224932_initial.up,
    down: migration_20261122_224932_initial.down,
    name: '20261122_224932_initial',
  },
  {
    up: migration_20261122_235247_terms_page.up,
    down: migration_20261122_235247_terms_page.down,
    name: '20261122_235247_terms_page',
  },
  {
    up: migration_20261123_041605_alumni_payments.up,
    down: migration_20261123_041605_alumni_payments.down,
    name: '20261123_041605_alumni_payments',
  },
  {
    up: migration_20261123_075037_seats_and_inbox_status.up,
    down: migration_20261123_075037_seats_and_inbox_status.down,
    name: '20261123_075037_seats_and_inbox_status',
  },
  {
    up: migration_20261123_090937_media_placeholders.up,
    down: migration_20261123_090937_media_placeholders.down,
    name: '20261123_090937_media_placeholders',
  },
  {
    up: migration_20261123_144247_notices_calendar_admission.up,
    down: migration_20261123_144247_notices_calendar_admission.down,
    name: '20261123_144247_notices_calendar_admission',
  },
  {
    up: migration_20261123_180824_audit_log.up,
    down: migration_20261123_180824_audit_log.down,
    name: '20261123_180824_audit_log',
  },
  {
    up: migration_20261123_212809_upload_storage_fields.up,
    down: migration_20261123_212809_upload_storage_fields.down,
    name: '20261123_212809_upload_storage_fields',
  },
  {
    up: migration_20261124_201508_content_locales.up,
    down: migration_20261124_201508_content_locales.down,
    name: '20261124_201508_content_locales',
  },
  {
    up: migration_20261124_220020_category_and_figure_locales.up,
    down: migration_20261124_220020_category_and_figure_locales.down,
    name: '20261124_220020_category_and_figure_locales',
  },
  {
    up: migration_20261125_021316_list_indexes.up,
    down: migration_20261125_021316_list_indexes.down,
    name: '20261125_021316_list_indexes',
  },
  {
    up: migration_20261125_035222_news_title_search.up,
    down: migration_20261125_035222_news_title_search.down,
    name: '20261125_035222_news_title_search',
  },
  {
    up: migration_20261126_040557_faculty_verified.up,
    down: migration_20261126_040557_faculty_verified.down,
    name: '20261126_040557_faculty_verified',
  },
  {
    up: migration_20261126_041926_no_fixed_sign_in_lock.up,
    down: migration_20261126_041926_no_fixed_sign_in_lock.down,
    name: '20261126_041926_no_fixed_sign_in_lock',
  },
  {
    up: migration_20261126_065833_results_day.up,
    down: migration_20261126_065833_results_day.down,
    name: '20261126_065833_results_day',
  },
  {
    up: migration_20261126_070340_institution.up,
    down: migration_20261126_070340_institution.down,
    name: '20261126_070340_institution',
  },
  {
    up: migration_20261126_104015_site_alerts.up,
    down: migration_20261126_104015_site_alerts.down,
    name: '20261126_104015_site_alerts',
  },
  {
    up: migration_20261126_104348_statement_matching.up,
    down: migration_20261126_104348_statement_matching.down,
    name: '20261126_104348_statement_matching',
  },
  {
    up: migration_20261126_104636_sms_broadcasts.up,
    down: migration_20261126_104636_sms_broadcasts.down,
    name: '20261126_104636_sms_broadcasts',
  },
  {
    up: migration_20261126_112040_event_registration_closes.up,
    down: migration_20261126_112040_event_registration_closes.down,
    name: '20261126_112040_event_registration_closes',
  },
  {
    up: migration_20261126_140710_reunions.up,
    down: migration_20261126_140710_reunions.down,
    name: '20261126_140710_reunions',
  },
  {
    up: migration_20261126_141022_bilingual_publishing_settings_history.up,
    down: migration_20261126_141022_bilingual_publishing_settings_history.down,
    name: '20261126_141022_bilingual_publishing_settings_history',
  },
  {
    up: migration_20261126_142211_media_original_file.up,
    down: migration_20261126_142211_media_original_file.down,
    name: '20261126_142211_media_original_file',
  },
  {
    up: migration_20261126_143441_reunion_check_in.up,
    down: migration_20261126_143441_reunion_check_in.down,
    name: '20261126_143441_reunion_check_in',
  },
  {
    up: migration_20261126_172219_settings_drafts.up,
    down: migration_20261126_172219_settings_drafts.down,
    name: '20261126_172219_settings_drafts',
  },
  {
    up: migration_20261126_172615_statement_reunion_payments.up,
    down: migration_20261126_172615_statement_reunion_payments.down,
    name: '20261126_172615_statement_reunion_payments',
  },
  {
    up: migration_20261207_024327_staff_roles_payment_accounts.up,
    down: migration_20261207_024327_staff_roles_payment_accounts.down,
    name: '20261207_024327_staff_roles_payment_accounts',
  },
  {
    up: migration_20261207_051253_guardian_sms_confirmation.up,
    down: migration_20261207_051253_guardian_sms_confirmation.down,
    name: '20261207_051253_guardian_sms_confirmation',
  },
  {
    up: migration_20261207_055811_result_second_fact.up,
    down: migration_20261207_055811_result_second_fact.down,
    name: '20261207_055811_result_second_fact',
  },
  {
    up: migration_20261207_115234_contact_reply.up,
    down: migration_20261207_115234_contact_reply.down,
    name: '20261207_115234_contact_reply',
  },
  {
    up: migration_20261207_115916_broadcast_held.up,
    down: migration_20261207_115916_broadcast_held.down,
    name: '20261207_115916_broadcast_held',
  },
  {
    up: migration_20261207_120747_panel_language.up,
    down: migration_20261207_120747_panel_language.down,
    name: '20261207_120747_panel_language',
  },
  {
    up: migration_20261207_181632_reunion_registration_title.up,
    down: migration_20261207_181632_reunion_registration_title.down,
    name: '20261207_181632_reunion_registration_title',
  },
  {
    up: migration_20261207_182235_institution_text_gap.up,
    down: migration_20261207_182235_institution_text_gap.down,
    name: '20261207_182235_institution_text_gap'
  },
];
