import { describe, expect, it } from 'vitest';
import { SLOW_3G, describeProfile, loadLighthouseMobile, networkConditions, slow4GFrom } from './throttling.ts';

describe('[30.6] throttling as Lighthouse\'s DevTools profile applies it', () => {
  it('reads mobileSlow4G from Lighthouse itself: 562.5 ms, 1474.56 / 675 kbps, CPU ×4, on its 412×823 phone', async () => {
    const { slow4G, screen } = await loadLighthouseMobile();
    expect(slow4G).toMatchObject({ requestLatencyMs: 562.5, cpuSlowdownMultiplier: 4 });
    expect(slow4G.downloadThroughputKbps).toBeCloseTo(1474.56, 6);
    expect(slow4G.uploadThroughputKbps).toBeCloseTo(675, 6);
    expect(screen).toMatchObject({ width: 412, height: 823, deviceScaleFactor: 1.75 });
    expect(screen.userAgent).toMatch(/Mobile/);
  });

  it('turns kbps into bytes per second as Lighthouse does (× 1024 / 8, floored)', () => {
    expect(networkConditions(slow4GFrom({ requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675, cpuSlowdownMultiplier: 4 }))).toEqual({
      offline: false,
      latency: 562.5,
      downloadThroughput: 188_743,
      uploadThroughput: 86_400,
    });
  });

  it('Slow 3G is DevTools\' preset: 2 s of latency, 50,000 bytes/s each way', () => {
    expect(networkConditions(SLOW_3G)).toEqual({ offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 });
    expect(describeProfile(SLOW_3G)).toContain('latency 2000 ms, 390.63 kbps down (50,000 bytes/s)');
  });

  it('refuses a Lighthouse whose profile lacks a value, rather than measuring unthrottled', () => {
    expect(() => slow4GFrom({ requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, cpuSlowdownMultiplier: 4 })).toThrow(/uploadThroughputKbps/);
  });
});
