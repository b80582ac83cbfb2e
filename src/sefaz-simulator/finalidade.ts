/**
 * Regras da finalidade da NF-e (finNFe) e dos documentos referenciados (NFref) no simulador da
 * SEFAZ, chamadas pelo `processarNFe` de index.ts para o modelo 55 depois da
 * chave conferida. Códigos e textos da tabela de cStat do MOC 7.0 (sefaz/webservices/cstat.json):
 * - 547: chave de NF-e referenciada com dígito verificador inválido;
 * - 680: a mesma chave referenciada mais de uma vez; 316: referência à própria chave;
 * - finNFe 4 (devolução): 321 sem documento referenciado; 327 CFOP que não é de devolução;
 * - finNFe 1 (normal): 328 CFOP de devolução;
 * - finNFe 2 (complementar): 254 sem NF referenciada; 269 CNPJ da referenciada (na chave) difere
 *   do emitente; 267 referenciada inexistente (não autorizada nesta SEFAZ); 686 referenciada
 *   cancelada; 268 referenciada também complementar.
 * CFOP de devolução: lista do leiaute (NT 2013/005, Anexo XI.01; regras 327/328: 1201-1204,
 * 1208-1216, 1410-1413, 1503-1506, 1553/1555/1556, 1660-1662, 1918/1919/1921 e os correspondentes
 * 2xxx/3xxx/5xxx/6xxx/7xxx); exceção da regra 327: 1949/2949 com finNFe 4 na devolução de venda a
 * não contribuinte (indIEDest 9). Retornos de remessa (1913 demonstração, 1916 conserto) não são
 * devolução: vão com finNFe 1 (e NFref opcional), e com finNFe 4 caem na 327.
 */
import { chaveCheckDigit } from '../domain/chave-acesso.ts';
import { cfopDeDevolucao } from '../fiscal/nfe/validacao-local.ts';
import { elemento, texto } from '../fiscal/sefaz/xml.ts';
import type { EstadoSimulador } from './index.ts';

export const MOTIVOS_FINALIDADE: Record<string, string> = {
  '254': 'Rejeição: NF-e complementar não possui NF referenciada',
  '267': 'Rejeição: NF Complementar referencia uma NF-e inexistente',
  '268': 'Rejeição: NF Complementar referencia outra NF-e Complementar',
  '269': 'Rejeição: CNPJ Emitente da NF Complementar difere do CNPJ da NF Referenciada',
  '316': 'Rejeição: Nota Fiscal referenciada com a mesma Chave de Acesso da Nota Fiscal atual',
  '321': 'Rejeição: NF-e de devolução de mercadoria não possui documento fiscal referenciado',
  '327': 'Rejeição: CFOP inválido para NF-e com finalidade de devolução de mercadoria',
  '328': 'Rejeição: CFOP de devolução de mercadoria para NF-e que não tem finalidade de devolução de mercadoria',
  '547': 'Rejeição: Dígito Verificador da Chave de Acesso da NF-e Referenciada inválido',
  '680': 'Rejeição: Duplicidade de NF-e referenciada (Chave de Acesso referenciada mais de uma vez)',
  '686': 'Rejeição: NF Complementar referencia uma NF-e cancelada',
};

/** CFOP de devolução (Anexo XI.01 da NT 2013.005): a mesma lista que o produto confere antes de enviar. */
export { cfopDeDevolucao };

/** Rejeição da finalidade/referências (cStat, xMotivo) ou undefined quando as regras passam. */
export function conferirFinalidade(nfe: string, estado: EstadoSimulador): { cStat: string; xMotivo: string } | undefined {
  const rej = (cStat: string) => ({ cStat, xMotivo: MOTIVOS_FINALIDADE[cStat] });
  const inf = elemento(nfe, 'infNFe') ?? '';
  const chave = (/Id="NFe([0-9A-Z]{44})"/.exec(inf)?.[1] ?? '').toUpperCase();
  const ide = elemento(inf, 'ide') ?? '';
  const finNFe = texto(ide, 'finNFe') ?? '1';
  const refs = [...ide.matchAll(/<refNFe>([^<]*)<\/refNFe>/g)].map((m) => m[1]);
  const cfops = [...inf.matchAll(/<CFOP>(\d{4})<\/CFOP>/g)].map((m) => m[1]);
  for (const r of refs) if (!/^\d{44}$/.test(r) || String(chaveCheckDigit(r.slice(0, 43))) !== r[43]) return rej('547');
  if (new Set(refs).size !== refs.length) return rej('680');
  if (refs.includes(chave)) return rej('316');
  const qtdRefs = (ide.match(/<NFref>/g) ?? []).length;
  if (finNFe === '4') {
    if (!qtdRefs) return rej('321');
    const naoContribuinte = texto(elemento(inf, 'dest'), 'indIEDest') === '9';
    if (cfops.some((c) => !cfopDeDevolucao(c) && !(naoContribuinte && (c === '1949' || c === '2949')))) return rej('327');
  } else if (finNFe === '1' && cfops.some(cfopDeDevolucao)) return rej('328');
  if (finNFe === '2') {
    if (!qtdRefs) return rej('254');
    const cnpj = texto(elemento(inf, 'emit'), 'CNPJ') ?? '';
    for (const r of refs) {
      if (r.slice(6, 20) !== cnpj.padStart(14, '0')) return rej('269');
      const ref = estado.autorizadas.get(r);
      if (!ref) return rej('267');
      if (ref.cancelada) return rej('686');
      if (texto(elemento(ref.nfeXml, 'ide'), 'finNFe') === '2') return rej('268');
    }
  }
  return undefined;
}
