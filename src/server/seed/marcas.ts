/**
 * Demo brand images as SVG data URIs (no binary assets in the repository): the administrator's
 * own brand `erp` (green, #50CD89) and the reseller's `parceiro` (blue, #3E97FF).
 */
const svg = (s: string) => `data:image/svg+xml;base64,${Buffer.from(s, 'utf8').toString('base64')}`;

export const LOGO_ERP = svg(
  `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="56" viewBox="0 0 220 56"><rect x="2" y="6" width="44" height="44" rx="12" fill="#50CD89"/><path d="M14 36V20h20M14 28h14M14 36h20" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round"/><text x="58" y="38" font-family="Inter,Arial,sans-serif" font-size="28" font-weight="700" fill="#1E1E2D">ERP Fiscal</text></svg>`,
);
export const LOGO_PARCEIRO = svg(
  `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="56" viewBox="0 0 240 56"><circle cx="26" cy="28" r="22" fill="#3E97FF"/><circle cx="26" cy="28" r="9" fill="#fff"/><text x="58" y="37" font-family="Inter,Arial,sans-serif" font-size="24" font-weight="700" fill="#1B2A4A">Parceiro Tec</text></svg>`,
);
export const FUNDO_ERP = svg(
  `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1E9E5A"/><stop offset="1" stop-color="#50CD89"/></linearGradient></defs><rect width="1200" height="900" fill="url(#g)"/><circle cx="1000" cy="150" r="260" fill="#fff" fill-opacity=".08"/><circle cx="180" cy="760" r="320" fill="#fff" fill-opacity=".06"/></svg>`,
);
export const FUNDO_PARCEIRO = svg(
  `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1B2A4A"/><stop offset="1" stop-color="#3E97FF"/></linearGradient></defs><rect width="1200" height="900" fill="url(#g)"/><rect x="760" y="80" width="380" height="380" rx="80" fill="#fff" fill-opacity=".07" transform="rotate(20 950 270)"/></svg>`,
);
