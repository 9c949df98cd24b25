/**
 * DejaVu Sans, which draws the letters of every language the portal speaks, Polish and Arabic
 * included (fonts/LICENSE): where the browser fetches them, and the server reads them from. Some
 * 1.4 MB each, so a subpath of its own that only a PDF needing them loads.
 */
export const PDF_FONT_FILES = {
  normal: new URL('./fonts/DejaVuSans.ttf', import.meta.url),
  bold: new URL('./fonts/DejaVuSans-Bold.ttf', import.meta.url),
};
