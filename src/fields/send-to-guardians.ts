import type { UIField } from 'payload'

/**
 * The sidebar button that makes a draft broadcast to guardians from a notice or an alert
 * (src/features/broadcasts/admin/broadcast-draft-button.tsx, endpoints in src/features/broadcasts).
 */
export const sendToGuardiansField = (from: 'notice' | 'alert'): UIField => ({
  name: 'send_to_guardians',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: {
      Field: {
        path: '@/features/broadcasts/admin/broadcast-draft-button#BroadcastDraftButton',
        serverProps: { from },
      },
    },
  },
})
