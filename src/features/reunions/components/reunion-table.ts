/** The reunion forms' words, fetched on a Bangla page once it has loaded (useLocaliseMessage). */
export const loadReunionTable = () => import('@/i18n/localise-reunion-message')
