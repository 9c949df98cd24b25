import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pwaManifest } from './manifest.ts';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../../public');

/** A PNG's width and height, from its header chunk. */
function pngSize(file: string): string {
  const header = fs.readFileSync(file);
  return `${header.readUInt32BE(16)}x${header.readUInt32BE(20)}`;
}

describe('the web app manifest', () => {
  it('names the app and opens it standalone at the root', () => {
    expect(pwaManifest).toMatchObject({
      name: 'Timesheet Portal',
      short_name: 'Timesheet',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
  });

  it('has the icons browsers ask for: 192 and 512, and a maskable 512', () => {
    const icons = pwaManifest.icons ?? [];
    const any = icons.filter((icon) => icon.purpose === undefined).map((icon) => icon.sizes);
    expect(any).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.filter((icon) => icon.purpose === 'maskable').map((icon) => icon.sizes)).toEqual([
      '512x512',
    ]);
  });

  it.each((pwaManifest.icons ?? []).filter((icon) => icon.type === 'image/png'))(
    'ships $src at $sizes',
    (icon) => {
      expect(pngSize(path.join(PUBLIC_DIR, icon.src))).toBe(icon.sizes);
    },
  );

  it('ships the apple-touch-icon that index.html links', () => {
    const html = fs.readFileSync(path.resolve(PUBLIC_DIR, '../index.html'), 'utf8');
    const link = /<link rel="apple-touch-icon" href="\/([^"]+)" sizes="(\d+x\d+)"/.exec(html);
    expect(link).not.toBeNull();
    expect(pngSize(path.join(PUBLIC_DIR, link![1]!))).toBe(link![2]);
  });
});
