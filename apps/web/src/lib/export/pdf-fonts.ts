import type { PdfFonts } from '@portal/export/pdf';
import { PDF_FONT_FILES } from '@portal/export/pdf-fonts';

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

/** The fonts that draw every language's letters, fetched only for a PDF whose text needs them. */
export async function loadPdfFonts(): Promise<PdfFonts> {
  const [normal, bold] = await Promise.all([fontFile(PDF_FONT_FILES.normal), fontFile(PDF_FONT_FILES.bold)]);
  return { normal, bold };
}
