/** The school's green: the browser's toolbar on phones, the installed app's splash and icons. */
export const BRAND_COLOR = '#17603c'
