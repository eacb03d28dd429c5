/** An admin label or help text in the panel's two languages (staff pick one under Account). */
export function inBothLanguages(en: string, bn: string): { en: string; 'bn-BD': string } {
  return { en, 'bn-BD': bn }
}
