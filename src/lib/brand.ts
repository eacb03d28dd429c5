/** The school's green: the browser's toolbar on phones, the installed app's splash and icons. */
export const BRAND_COLOR = '#17603c'

/**
 * The school's emblem: a book under a rising sun by the river, in the school's colours. The
 * browser tab shows it, the icons are drawn from it (`npm run icons`) and the demo uses it as the
 * logo.
 */
export const EMBLEM_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><circle cx="256" cy="256" r="256" fill="${BRAND_COLOR}"/><circle cx="256" cy="256" r="226" fill="none" stroke="#d9a21b" stroke-width="14"/><path d="M256 96v34M168 124l18 28M344 124l-18 28M112 190l30 14M400 190l-30 14" stroke="#d9a21b" stroke-width="14" stroke-linecap="round"/><circle cx="256" cy="246" r="78" fill="#d9a21b"/><path d="M256 372c-42-32-96-38-150-28V226c54-10 108-2 150 30z" fill="#fff"/><path d="M256 372c42-32 96-38 150-28V226c-54-10-108-2-150 30z" fill="#eef7f1"/><path d="M130 412q31-20 63 0t63 0 63 0 63 0" fill="none" stroke="#7dd3fc" stroke-width="14" stroke-linecap="round"/></svg>`

/** The emblem as the page's icon, written into the page so the tab's icon costs no request. */
export const EMBLEM_ICON_URL = `data:image/svg+xml,${encodeURIComponent(EMBLEM_SVG)}`
