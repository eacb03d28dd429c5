import { LanguageStatus as LanguageStatus_4bbfba8b204e29bbe70f1759eb8becb2 } from '@/components/admin/language-status'
import { YesNoCell as YesNoCell_a6c1081adc33bb2dc8f9b82fa593bee4 } from '@/components/admin/yes-no-cell'
import { SchedulePublish as SchedulePublish_6a996b820f1e4bff6fd1e07a03e37593 } from '@/components/admin/schedule-publish'
import { RegisteredCount as RegisteredCount_7159bfaa02ceb5a955364916f5446794 } from '@/components/admin/registered-count'
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
import { BroadcastDraftButton as BroadcastDraftButton_6976acba32c3a7a762a4b76a5e55a81c } from '@/components/admin/broadcast-draft-button'
import { FileTypeCell as FileTypeCell_b62c3ca5488e5afdf56bdf444583d162 } from '@/components/admin/file-cells'
import { FileSizeCell as FileSizeCell_b62c3ca5488e5afdf56bdf444583d162 } from '@/components/admin/file-cells'
import { PaymentDecisionField as PaymentDecisionField_4d2789a1221efc90820acd50528d01f5 } from '@/components/admin/payment-decision-field'
import { StatementCheck as StatementCheck_bbe2b391b0934bd4673c059f2c69c047 } from '@/components/admin/statement-check'
import { ReunionCancelField as ReunionCancelField_5aa07b0a7d798313c4f4cb61bf7e0cfe } from '@/components/admin/reunion-cancel-field'
import { RegistrationsExport as RegistrationsExport_144ae8f0c73ff5165c8bc6f6bf145daf } from '@/components/admin/registrations-export'
import { MarkMessageRead as MarkMessageRead_0c0834a5dbd938106d8cf44c2ddc27a6 } from '@/components/admin/mark-message-read'
import { ResultsImport as ResultsImport_5dc7c4d74d3a1e9ce6de87dd48ec4696 } from '@/components/admin/results-import'
import { SamePicture as SamePicture_1280ed2e81678bc58810642a831bfc3d } from '@/components/admin/same-picture'
import { AuditSummaryCell as AuditSummaryCell_803c0d8cab6e986a8f9609f5e4e0cc0a } from '@/components/admin/audit-summary'
import { AuditSummaryField as AuditSummaryField_803c0d8cab6e986a8f9609f5e4e0cc0a } from '@/components/admin/audit-summary'
import { BroadcastPreview as BroadcastPreview_ad59289646f7a19cb6bc0767c93c7acc } from '@/components/admin/broadcast-preview'
import { InstitutionChecklistField as InstitutionChecklistField_0f94a59f4bff8aefd51917afb7f130d0 } from '@/components/admin/institution-checklist'
import { TodayPanel as TodayPanel_784559610c25b65142e2d09d458c45dd } from '@/components/admin/today-panel'
import { InstitutionDashboardChecklist as InstitutionDashboardChecklist_0f94a59f4bff8aefd51917afb7f130d0 } from '@/components/admin/institution-checklist'
import { PanelWords as PanelWords_13e88ec495631b0eff9c174ed4d80e88 } from '@/components/admin/panel-words'
import { BengaliDigits as BengaliDigits_2b0a332cd582d16d655a5c4d42391c40 } from '@/components/admin/bengali-digits'
import { PanelLanguage as PanelLanguage_a9038b5d496080f301756993e86e9556 } from '@/components/admin/panel-language'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/components/admin/language-status#LanguageStatus": LanguageStatus_4bbfba8b204e29bbe70f1759eb8becb2,
  "@/components/admin/yes-no-cell#YesNoCell": YesNoCell_a6c1081adc33bb2dc8f9b82fa593bee4,
  "@/components/admin/schedule-publish#SchedulePublish": SchedulePublish_6a996b820f1e4bff6fd1e07a03e37593,
  "@/components/admin/registered-count#RegisteredCount": RegisteredCount_7159bfaa02ceb5a955364916f5446794,
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
  "@/components/admin/broadcast-draft-button#BroadcastDraftButton": BroadcastDraftButton_6976acba32c3a7a762a4b76a5e55a81c,
  "@/components/admin/file-cells#FileTypeCell": FileTypeCell_b62c3ca5488e5afdf56bdf444583d162,
  "@/components/admin/file-cells#FileSizeCell": FileSizeCell_b62c3ca5488e5afdf56bdf444583d162,
  "@/components/admin/payment-decision-field#PaymentDecisionField": PaymentDecisionField_4d2789a1221efc90820acd50528d01f5,
  "@/components/admin/statement-check#StatementCheck": StatementCheck_bbe2b391b0934bd4673c059f2c69c047,
  "@/components/admin/reunion-cancel-field#ReunionCancelField": ReunionCancelField_5aa07b0a7d798313c4f4cb61bf7e0cfe,
  "@/components/admin/registrations-export#RegistrationsExport": RegistrationsExport_144ae8f0c73ff5165c8bc6f6bf145daf,
  "@/components/admin/mark-message-read#MarkMessageRead": MarkMessageRead_0c0834a5dbd938106d8cf44c2ddc27a6,
  "@/components/admin/results-import#ResultsImport": ResultsImport_5dc7c4d74d3a1e9ce6de87dd48ec4696,
  "@/components/admin/same-picture#SamePicture": SamePicture_1280ed2e81678bc58810642a831bfc3d,
  "@/components/admin/audit-summary#AuditSummaryCell": AuditSummaryCell_803c0d8cab6e986a8f9609f5e4e0cc0a,
  "@/components/admin/audit-summary#AuditSummaryField": AuditSummaryField_803c0d8cab6e986a8f9609f5e4e0cc0a,
  "@/components/admin/broadcast-preview#BroadcastPreview": BroadcastPreview_ad59289646f7a19cb6bc0767c93c7acc,
  "@/components/admin/institution-checklist#InstitutionChecklistField": InstitutionChecklistField_0f94a59f4bff8aefd51917afb7f130d0,
  "@/components/admin/today-panel#TodayPanel": TodayPanel_784559610c25b65142e2d09d458c45dd,
  "@/components/admin/institution-checklist#InstitutionDashboardChecklist": InstitutionDashboardChecklist_0f94a59f4bff8aefd51917afb7f130d0,
  "@/components/admin/panel-words#PanelWords": PanelWords_13e88ec495631b0eff9c174ed4d80e88,
  "@/components/admin/bengali-digits#BengaliDigits": BengaliDigits_2b0a332cd582d16d655a5c4d42391c40,
  "@/components/admin/panel-language#PanelLanguage": PanelLanguage_a9038b5d496080f301756993e86e9556,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
