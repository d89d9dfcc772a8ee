/** The browser and operating system a User-Agent header names (null when not recognised). */
export interface Device {
  browser: string | null;
  os: string | null;
}

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari, iOS also says Mac OS X.
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (agent: string, table: [RegExp, string][]) => table.find(([pattern]) => pattern.test(agent))?.[1] ?? null;

export function deviceOf(agent: string | null | undefined): Device {
  return agent ? { browser: first(agent, BROWSERS), os: first(agent, SYSTEMS) } : { browser: null, os: null };
}
