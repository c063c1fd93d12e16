import piexif from 'piexifjs';
import sharp from 'sharp';

/** A small real JPEG for recipe submissions. */
export function smallJpeg(width = 64, height = 48): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 60 } },
  })
    .jpeg()
    .toBuffer();
}

/** An EXIF block with camera tags and GPS coordinates, optionally with an orientation. */
export function exifBlock(orientation?: number): string {
  return piexif.dump({
    '0th': {
      [piexif.ImageIFD.Make]: 'PhoneCo',
      [piexif.ImageIFD.Model]: 'Pocket 12',
      ...(orientation ? { [piexif.ImageIFD.Orientation]: orientation } : {}),
    },
    GPS: {
      [piexif.GPSIFD.GPSLatitudeRef]: 'N',
      [piexif.GPSIFD.GPSLatitude]: [
        [48, 1],
        [51, 1],
        [2400, 100],
      ],
      [piexif.GPSIFD.GPSLongitudeRef]: 'E',
      [piexif.GPSIFD.GPSLongitude]: [
        [2, 1],
        [21, 1],
        [300, 100],
      ],
    },
  });
}

/** Inserts an EXIF block into a JPEG. */
export function withExif(jpeg: Buffer, exif: string): Buffer {
  return Buffer.from(piexif.insert(exif, jpeg.toString('binary')), 'binary');
}

/** A phone-sized JPEG carrying GPS coordinates and camera tags in its EXIF block. */
export async function phonePhotoWithGps(width = 4000, height = 3000): Promise<Buffer> {
  const jpeg = await sharp({
    create: { width, height, channels: 3, background: { r: 180, g: 90, b: 40 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  return withExif(jpeg, exifBlock());
}
