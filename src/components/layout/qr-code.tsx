import QRCode from 'qrcode'

/** The site address as a QR code, drawn at build time as inline SVG (no image request). */
export async function SiteQrCode({
  url,
  caption,
  label,
}: {
  url: string
  caption: string
  label: string
}) {
  const svg = await QRCode.toString(url, {
    type: 'svg',
    margin: 1,
    color: { dark: '#0d3a24', light: '#ffffff' },
  })
  return (
    <figure className="w-28">
      <div
        role="img"
        aria-label={label}
        className="overflow-hidden rounded-lg bg-white p-1 [&>svg]:h-auto [&>svg]:w-full"
        // The SVG is produced here from our own address by the qrcode library; nothing user-typed.
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <figcaption className="mt-1 text-center text-sm font-semibold">{caption}</figcaption>
    </figure>
  )
}
