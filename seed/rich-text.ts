/** Builds a Lexical rich-text value from plain paragraphs (headings start with '## '). */
export function richText(paragraphs: string[]) {
  return {
    root: {
      type: 'root',
      format: '' as const,
      indent: 0,
      version: 1,
      direction: 'ltr' as const,
      children: paragraphs.map((text) => {
        const heading = text.startsWith('## ')
        const content = heading ? text.slice(3) : text
        return {
          type: heading ? 'heading' : 'paragraph',
          ...(heading ? { tag: 'h2' } : { textFormat: 0, textStyle: '' }),
          format: '' as const,
          indent: 0,
          version: 1,
          direction: 'ltr' as const,
          children: [
            {
              type: 'text',
              text: content,
              format: 0,
              style: '',
              mode: 'normal',
              detail: 0,
              version: 1,
            },
          ],
        }
      }),
    },
  }
}
