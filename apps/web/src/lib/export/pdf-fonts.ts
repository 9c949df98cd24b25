import type { PdfFonts } from '@portal/export/pdf';

/** Bytes turned into characters per call: a call takes only so many arguments. */
const CHUNK = 0x8000;

/** A font file as the binary string jsPDF reads. */
async function fontFile(url: URL): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The font ${url.pathname} could not be loaded (${response.status})`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  }
  return binary;
}

/**
 * DejaVu Sans, which draws the letters of every language the portal speaks, Polish and Arabic
 * included (fonts/LICENSE). Some 1.4 MB: fetched only for a PDF whose text needs it.
 */
export async function loadPdfFonts(): Promise<PdfFonts> {
  const [normal, bold] = await Promise.all([
    fontFile(new URL('./fonts/DejaVuSans.ttf', import.meta.url)),
    fontFile(new URL('./fonts/DejaVuSans-Bold.ttf', import.meta.url)),
  ]);
  return { normal, bold };
}
