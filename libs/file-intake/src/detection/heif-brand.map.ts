/** ISO-BMFF major brands of HEIC/HEIF stills and sequences; MP4 and QuickTime brands are not images. */
const HEIF_MIME_BY_BRAND: Readonly<Record<string, string>> = {
  heic: 'image/heic',
  heix: 'image/heic',
  hevc: 'image/heic-sequence',
  hevx: 'image/heic-sequence',
  mif1: 'image/heif',
  msf1: 'image/heif-sequence',
};

export function heifMimeFromBrand(brand: string): string | undefined {
  return Object.hasOwn(HEIF_MIME_BY_BRAND, brand) ? HEIF_MIME_BY_BRAND[brand] : undefined;
}
