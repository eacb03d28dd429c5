import { LanguageStatus as LanguageStatus_4bbfba8b204e29bbe70f1759eb8becb2 } from '@/components/admin/language-status'
import { YesNoCell as YesNoCell_a6c1081adc33bb2dc8f9b82fa593bee4 } from '@/components/admin/yes-no-cell'
import { SchedulePublish as SchedulePublish_6a996b820f1e4bff6fd1e07a03e37593 } from '@/components/admin/schedule-publish'
import { RegisteredCount as RegisteredCount_74c6b29704882a7ffbae71275f304b26 } from '@/features/events/admin/registered-count'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BroadcastDraftButton as BroadcastDraftButton_7ac3d6f06ac33d0332b5cf502dc2f967 } from '@/features/broadcasts/admin/broadcast-draft-button'
import { FileTypeCell as FileTypeCell_b62c3ca5488e5afdf56bdf444583d162 } from '@/components/admin/file-cells'
import { FileSizeCell as FileSizeCell_b62c3ca5488e5afdf56bdf444583d162 } from '@/components/admin/file-cells'
import { PaymentDecisionField as PaymentDecisionField_6da72a78a187bea5f0236f19c812ac2f } from '@/features/today/admin/payment-decision-field'
import { StatementCheck as StatementCheck_2ca549881a075b689f3dd5cd02fcd1d6 } from '@/features/statements/admin/statement-check'
import { ReunionCancelField as ReunionCancelField_7841b7a3da99dc9149136a195e6a3d03 } from '@/features/reunions/admin/reunion-cancel-field'
import { RegistrationsExport as RegistrationsExport_66f7fab663ba75ce7f60d909db21b08e } from '@/features/events/admin/registrations-export'
import { MarkMessageRead as MarkMessageRead_7fc174397dd9fdc00d0a808ae0a616b7 } from '@/features/today/admin/mark-message-read'
import { ResultsImport as ResultsImport_6a9ecda1356d9c1325bf9b8dbad6a26d } from '@/features/results/admin/results-import'
import { SamePicture as SamePicture_1280ed2e81678bc58810642a831bfc3d } from '@/components/admin/same-picture'
import { AuditSummaryCell as AuditSummaryCell_803c0d8cab6e986a8f9609f5e4e0cc0a } from '@/components/admin/audit-summary'
import { AuditSummaryField as AuditSummaryField_803c0d8cab6e986a8f9609f5e4e0cc0a } from '@/components/admin/audit-summary'
import { BroadcastPreview as BroadcastPreview_290a9656aa4e1b8e7760e143cb96651d } from '@/features/broadcasts/admin/broadcast-preview'
import { InstitutionChecklistField as InstitutionChecklistField_3fbae245fc8a6b7b68e83a65231774a4 } from '@/features/institution/admin/institution-checklist'
import { TodayPanel as TodayPanel_8b880dffa6af55546108764d64fa72e8 } from '@/features/today/admin/today-panel'
import { InstitutionDashboardChecklist as InstitutionDashboardChecklist_3fbae245fc8a6b7b68e83a65231774a4 } from '@/features/institution/admin/institution-checklist'
import { PanelWords as PanelWords_13e88ec495631b0eff9c174ed4d80e88 } from '@/components/admin/panel-words'
import { BengaliDigits as BengaliDigits_2b0a332cd582d16d655a5c4d42391c40 } from '@/components/admin/bengali-digits'
import { PanelLanguage as PanelLanguage_6c2c6a465a28d75d90473f50e845f2e5 } from '@/features/staff/admin/panel-language'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/components/admin/language-status#LanguageStatus": LanguageStatus_4bbfba8b204e29bbe70f1759eb8becb2,
  "@/components/admin/yes-no-cell#YesNoCell": YesNoCell_a6c1081adc33bb2dc8f9b82fa593bee4,
  "@/components/admin/schedule-publish#SchedulePublish": SchedulePublish_6a996b820f1e4bff6fd1e07a03e37593,
  "@/features/events/admin/registered-count#RegisteredCount": RegisteredCount_74c6b29704882a7ffbae71275f304b26,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/features/broadcasts/admin/broadcast-draft-button#BroadcastDraftButton": BroadcastDraftButton_7ac3d6f06ac33d0332b5cf502dc2f967,
  "@/components/admin/file-cells#FileTypeCell": FileTypeCell_b62c3ca5488e5afdf56bdf444583d162,
  "@/components/admin/file-cells#FileSizeCell": FileSizeCell_b62c3ca5488e5afdf56bdf444583d162,
  "@/features/today/admin/payment-decision-field#PaymentDecisionField": PaymentDecisionField_6da72a78a187bea5f0236f19c812ac2f,
  "@/features/statements/admin/statement-check#StatementCheck": StatementCheck_2ca549881a075b689f3dd5cd02fcd1d6,
  "@/features/reunions/admin/reunion-cancel-field#ReunionCancelField": ReunionCancelField_7841b7a3da99dc9149136a195e6a3d03,
  "@/features/events/admin/registrations-export#RegistrationsExport": RegistrationsExport_66f7fab663ba75ce7f60d909db21b08e,
  "@/features/today/admin/mark-message-read#MarkMessageRead": MarkMessageRead_7fc174397dd9fdc00d0a808ae0a616b7,
  "@/features/results/admin/results-import#ResultsImport": ResultsImport_6a9ecda1356d9c1325bf9b8dbad6a26d,
  "@/components/admin/same-picture#SamePicture": SamePicture_1280ed2e81678bc58810642a831bfc3d,
  "@/components/admin/audit-summary#AuditSummaryCell": AuditSummaryCell_803c0d8cab6e986a8f9609f5e4e0cc0a,
  "@/components/admin/audit-summary#AuditSummaryField": AuditSummaryField_803c0d8cab6e986a8f9609f5e4e0cc0a,
  "@/features/broadcasts/admin/broadcast-preview#BroadcastPreview": BroadcastPreview_290a9656aa4e1b8e7760e143cb96651d,
  "@/features/institution/admin/institution-checklist#InstitutionChecklistField": InstitutionChecklistField_3fbae245fc8a6b7b68e83a65231774a4,
  "@/features/today/admin/today-panel#TodayPanel": TodayPanel_8b880dffa6af55546108764d64fa72e8,
  "@/features/institution/admin/institution-checklist#InstitutionDashboardChecklist": InstitutionDashboardChecklist_3fbae245fc8a6b7b68e83a65231774a4,
  "@/components/admin/panel-words#PanelWords": PanelWords_13e88ec495631b0eff9c174ed4d80e88,
  "@/components/admin/bengali-digits#BengaliDigits": BengaliDigits_2b0a332cd582d16d655a5c4d42391c40,
  "@/features/staff/admin/panel-language#PanelLanguage": PanelLanguage_6c2c6a465a28d75d90473f50e845f2e5,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
