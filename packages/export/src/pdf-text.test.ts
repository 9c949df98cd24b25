import { describe, expect, it } from 'vitest';
import { winAnsiText } from './pdf-text.ts';

describe('winAnsiText', () => {
  it('keeps ASCII and the Windows-1252 letters and punctuation', () => {
    expect(winAnsiText('Grace Hopper 12.50')).toBe('Grace Hopper 12.50');
    expect(winAnsiText('Zoë Straße – “Depot” € … Œuvre')).toBe('Zoë Straße – “Depot” € … Œuvre');
  });

  it('takes accents off letters outside it, and shows what has no plain letter as ?', () => {
    expect(winAnsiText('Dvořák Čapek')).toBe('Dvorák Capek');
    expect(winAnsiText('Łukasz 日本')).toBe('?ukasz ??');
  });

  it('makes line breaks and tabs spaces', () => {
    expect(winAnsiText('a\nb\tc')).toBe('a b c');
  });
});
