/**
 * The network and CPU profiles of the first-use phase, applied as Lighthouse applies its DevTools
 * throttling (lighthouse/core/lib/emulation.js): `Network.emulateNetworkConditions` with the
 * request latency and throughputs of `constants.throttling.mobileSlow4G` (read from Lighthouse
 * itself, not retyped), kbps turned into bytes per second the way Lighthouse does, and
 * `Emulation.setCPUThrottlingRate`. The values are pure; reading Lighthouse is `loadSlow4G`.
 */

/** A profile as the bench applies it, in Lighthouse's own units. */
export interface ThrottlingProfile {
  name: string;
  /** Added to each request, in ms (DevTools' "latency"). */
  requestLatencyMs: number;
  downloadThroughputKbps: number;
  uploadThroughputKbps: number;
  cpuSlowdownMultiplier: number;
}

/** The part of Lighthouse's `throttling.mobileSlow4G` the bench reads. */
export interface LighthouseThrottling {
  requestLatencyMs?: number;
  downloadThroughputKbps?: number;
  uploadThroughputKbps?: number;
  cpuSlowdownMultiplier?: number;
}

/** The CDP `Network.emulateNetworkConditions` parameters. */
export interface NetworkConditions {
  offline: false;
  latency: number;
  /** Bytes per second. */
  downloadThroughput: number;
  uploadThroughput: number;
}

/** Lighthouse's conversion (emulation.js enableNetworkThrottling): kbps × 1024 / 8, floored. */
export function networkConditions(profile: ThrottlingProfile): NetworkConditions {
  return {
    offline: false,
    latency: profile.requestLatencyMs,
    downloadThroughput: Math.floor((profile.downloadThroughputKbps * 1024) / 8),
    uploadThroughput: Math.floor((profile.uploadThroughputKbps * 1024) / 8),
  };
}

/** Lighthouse's `mobileSlow4G` as a profile; throws when a value is missing (a Lighthouse we do not know). */
export function slow4GFrom(throttling: LighthouseThrottling): ThrottlingProfile {
  const { requestLatencyMs, downloadThroughputKbps, uploadThroughputKbps, cpuSlowdownMultiplier } = throttling;
  for (const [name, value] of Object.entries({ requestLatencyMs, downloadThroughputKbps, uploadThroughputKbps, cpuSlowdownMultiplier })) {
    if (typeof value !== 'number' || !(value > 0)) throw new Error(`Lighthouse's mobileSlow4G has no ${name}`);
  }
  return {
    name: 'Slow 4G (Lighthouse mobile, DevTools throttling)',
    requestLatencyMs: requestLatencyMs!,
    downloadThroughputKbps: downloadThroughputKbps!,
    uploadThroughputKbps: uploadThroughputKbps!,
    cpuSlowdownMultiplier: cpuSlowdownMultiplier!,
  };
}

/**
 * Chrome DevTools' "Slow 3G" preset (front_end/core/sdk/NetworkManager.ts): 500 kbit/s × 0.8 each
 * way (DevTools counts 1000 bits to the kbit: 50,000 bytes/s), 400 ms × 5 of latency. Kept in
 * Lighthouse's units (1024-bit kbps) so `networkConditions` gives DevTools' bytes per second.
 * The CPU keeps the mobile profile's slowdown: a slow network on a fast phone would be no test.
 */
export const SLOW_3G: ThrottlingProfile = {
  name: 'Slow 3G (Chrome DevTools preset)',
  requestLatencyMs: 400 * 5,
  downloadThroughputKbps: (500 * 1000 * 0.8) / 1024,
  uploadThroughputKbps: (500 * 1000 * 0.8) / 1024,
  cpuSlowdownMultiplier: 4,
};

/** Lighthouse's mobile screen (constants.screenEmulationMetrics.mobile) and user agent. */
export interface MobileScreen {
  width: number;
  height: number;
  deviceScaleFactor: number;
  userAgent: string;
}

/** What the first-use phase takes from Lighthouse's constants. */
export interface LighthouseMobile {
  slow4G: ThrottlingProfile;
  screen: MobileScreen;
}

/** Reads Lighthouse's own constants (lighthouse/core/config/constants.js): the numbers are never retyped here. */
export async function loadLighthouseMobile(): Promise<LighthouseMobile> {
  const constants = (await import('lighthouse/core/config/constants.js')) as {
    throttling: { mobileSlow4G: LighthouseThrottling };
    screenEmulationMetrics: { mobile: { width: number; height: number; deviceScaleFactor: number } };
    userAgents: { mobile: string };
  };
  const screen = constants.screenEmulationMetrics.mobile;
  return {
    slow4G: slow4GFrom(constants.throttling.mobileSlow4G),
    screen: { width: screen.width, height: screen.height, deviceScaleFactor: screen.deviceScaleFactor, userAgent: constants.userAgents.mobile },
  };
}

/** 'latency 562.5 ms, 1474.56 kbps down (188,743 bytes/s), 675 kbps up, CPU ×4': Lighthouse's kbps (1024 bits) and what Chromium gets. */
export function describeProfile(profile: ThrottlingProfile): string {
  const conditions = networkConditions(profile);
  const kbps = (value: number) => String(Number(value.toFixed(2)));
  return (
    `${profile.name}: latency ${profile.requestLatencyMs} ms, ${kbps(profile.downloadThroughputKbps)} kbps down ` +
    `(${conditions.downloadThroughput.toLocaleString('en')} bytes/s), ${kbps(profile.uploadThroughputKbps)} kbps up ` +
    `(${conditions.uploadThroughput.toLocaleString('en')} bytes/s), CPU ×${profile.cpuSlowdownMultiplier}`
  );
}
