import type { BrandAssetType } from '@northvault/contracts/white-label-assets';

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/**
 * Whether the bytes are the image their Content-Type says, by the format's own signature: a page
 * of HTML labelled image/png is not stored, whatever a browser would make of it.
 */
export function looksLike(type: BrandAssetType, bytes: Buffer): boolean {
  switch (type) {
    case 'image/png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case 'image/gif':
      return (
        bytes.subarray(0, 6).toString('latin1') === 'GIF87a' || bytes.subarray(0, 6).toString('latin1') === 'GIF89a'
      );
    case 'image/webp':
      return bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
    case 'image/avif':
      return (
        bytes.subarray(4, 12).toString('latin1') === 'ftypavif' ||
        bytes.subarray(4, 12).toString('latin1') === 'ftypavis'
      );
    case 'image/x-icon':
    case 'image/vnd.microsoft.icon':
      return startsWith(bytes, [0x00, 0x00, 0x01, 0x00]);
    case 'image/svg+xml': {
      const text = bytes
        .subarray(0, 4096)
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .trimStart();
      return /^<(?:\?xml|!--|!doctype svg|svg)[\s>]/i.test(text) && /<svg[\s>]/i.test(text);
    }
  }
}
