/**
 * Turns a browser's User-Agent into a short device label for the connected-users screen:
 * 'Chrome 156 · Linux', 'Edge 120 · Windows', 'Safari 17 · iOS', 'Firefox 128 · Android'.
 * Unknown parts fall back to 'Navegador desconhecido' / no platform; non-browser clients (curl,
 * node, the signalr client) keep their product token ('node · Linux').
 */

const NAVEGADORES: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\bOPR\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\bFirefox\/(\d+)/, 'Firefox'],
  [/\bFxiOS\/(\d+)/, 'Firefox'],
  [/\bCriOS\/(\d+)/, 'Chrome'],
  [/\bChrom(?:e|ium)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
  [/\bMSIE (\d+)/, 'Internet Explorer'],
  [/\bTrident\/.*rv:(\d+)/, 'Internet Explorer'],
];

const SISTEMAS: ReadonlyArray<[RegExp, string]> = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export function descreverDispositivo(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? '').trim();
  if (!ua) return 'Dispositivo desconhecido';
  let navegador: string | null = null;
  for (const [re, nome] of NAVEGADORES) {
    const m = re.exec(ua);
    if (m) {
      navegador = `${nome} ${m[1]}`;
      break;
    }
  }
  if (!navegador) {
    const m = /^([A-Za-z][\w.-]*)(?:\/(\d+))?/.exec(ua);
    navegador = m ? (m[2] ? `${m[1]} ${m[2]}` : m[1]!) : 'Navegador desconhecido';
  }
  const so = SISTEMAS.find(([re]) => re.test(ua))?.[1];
  return so ? `${navegador} · ${so}` : navegador;
}
