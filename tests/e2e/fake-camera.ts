/** A video file Chromium plays as its camera (--use-file-for-fake-video-capture). */
import { writeFile } from 'node:fs/promises'
import sharp from 'sharp'

const WIDTH = 640
const HEIGHT = 480
const FRAMES = 3

/**
 * Writes `image` (a PNG, e.g. an entry card's QR code) centred on a white 640×480 picture as a
 * Y4M video: a one-line header, then each frame as raw YUV 4:2:0 (brightness, then two quarter-size
 * colour planes, left grey). Chromium plays it in a loop.
 */
export async function writeCameraVideo(image: Buffer, file: string): Promise<void> {
  const side = HEIGHT - 80
  const picture = await sharp(image)
    .resize(side, side, { fit: 'contain', background: '#ffffff' })
    .extend({
      top: (HEIGHT - side) / 2,
      bottom: (HEIGHT - side) / 2,
      left: (WIDTH - side) / 2,
      right: (WIDTH - side) / 2,
      background: '#ffffff',
    })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true })
  if (picture.info.width !== WIDTH || picture.info.height !== HEIGHT || picture.info.channels !== 1)
    throw new Error(`Unexpected picture ${JSON.stringify(picture.info)}`)
  const grey = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), picture.data, grey])
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`)
  await writeFile(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]))
}
