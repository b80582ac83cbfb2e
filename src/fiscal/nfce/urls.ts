/**
 * URLs da NFC-e por UF e ambiente: a do QR Code (`NfeConsultaQR` da tabela oficial de webservices
 * do modelo 65, `sefaz/webservices/wsnfe_4.00_mod65.xml`) e a de consulta por chave de acesso
 * (`urlChave`, `sefaz/webservices/uri_consulta_nfce.json`), ambas publicadas no Portal Nacional
 * da NF-e e copiadas sem alteração para o repositório (ver sefaz/webservices/README.md).
 * Funções puras: quem chama lê os arquivos.
 */

export interface UrlsNFCe {
  /** `urlQR` base do QR Code. */
  qrCode: string;
  /** `urlChave` (consulta por chave de acesso), até 85 caracteres. */
  consulta: string;
}

/** Tabela UF -> ambiente -> URLs. */
export type TabelaUrlsNFCe = Record<string, { 1?: UrlsNFCe; 2?: UrlsNFCe }>;

/**
 * Lê as duas tabelas oficiais.
 * @param xmlMod65 conteúdo de `wsnfe_4.00_mod65.xml`; @param jsonConsulta de `uri_consulta_nfce.json`
 * (`{"1": {"UF": url}, "2": {...}}`).
 */
export function lerTabelaUrlsNFCe(xmlMod65: string, jsonConsulta: string): TabelaUrlsNFCe {
  const consulta = JSON.parse(jsonConsulta) as Record<string, Record<string, string>>;
  const tabela: TabelaUrlsNFCe = {};
  for (const m of xmlMod65.matchAll(/<UF>([\s\S]*?)<\/UF>/g)) {
    const uf = /<sigla>([A-Z]{2,5})<\/sigla>/.exec(m[1])?.[1];
    if (!uf) continue;
    for (const [tag, amb] of [
      ['producao', 1],
      ['homologacao', 2],
    ] as const) {
      const bloco = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(m[1])?.[1] ?? '';
      const qr = /<NfeConsultaQR[^>]*>([^<]+)<\/NfeConsultaQR>/.exec(bloco)?.[1]?.trim();
      const url = consulta[String(amb)]?.[uf];
      if (qr && url) {
        tabela[uf] ??= {};
        tabela[uf][amb] = { qrCode: qr, consulta: url.slice(0, 85) };
      }
    }
  }
  return tabela;
}

/** URLs da UF/ambiente. @throws Error quando a UF não tem NFC-e na tabela. */
export function urlsNFCe(tabela: TabelaUrlsNFCe, uf: string, ambiente: 1 | 2): UrlsNFCe {
  const u = tabela[uf.toUpperCase()]?.[ambiente];
  if (!u) throw new Error(`URL do QR Code da NFC-e não encontrada para a UF ${uf} (${ambiente === 1 ? 'produção' : 'homologação'}).`);
  return u;
}
