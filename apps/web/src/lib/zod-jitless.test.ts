import { describe, expect, it, vi } from 'vitest';
import { makeZodJitless } from './zod-jitless.ts';

describe('makeZodJitless', () => {
  it('is the setting Zod reads, set before Zod loads', async () => {
    vi.resetModules();
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
    makeZodJitless();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });

  it('reaches a Zod already loaded', async () => {
    const { z } = await import('zod');
    z.config({ jitless: false });
    makeZodJitless();
    expect(z.config().jitless).toBe(true);
  });
});
