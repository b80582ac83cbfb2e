/**
 * Regras de validação do conteúdo da NF-e/NFC-e no simulador da SEFAZ,
 * chamadas pelo `processarNFe` de index.ts depois da chave, da contingência, do modelo 65 e da
 * finalidade. Cada regra com a sua fonte (MOC 7.0, Anexo I "Leiaute e Regras de Validação da NF-e
 * e da NFC-e", campo e regra; textos de sefaz/webservices/cstat.json):
 * - 598 (B22/E04, regra E04-10, NT 2011.002): em homologação (tpAmb 2) o `dest/xNome`, se informado,
 *   tem de ser "NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL";
 * - 789 (E16a, regra E16a-30, NT 2012.004): NFC-e com `indIEDest` 1 (destinatário contribuinte);
 *   729 (E17, regra E17-20): NFC-e com a IE do destinatário informada;
 * - 778 (I05, regra I05-10, NT 2014.002): NCM de 8 dígitos que não está na Tabela NCM oficial
 *   (a mesma tabela vigente da Siscomex que o produto carrega, `@br-validators/core/ncm`); "00"
 *   é aceito (item sem mercadoria, nota do campo I05);
 * - 629 (I11, regra I11-10): `vProd` do item diferente de `qCom` x `vUnCom` além da tolerância de
 *   R$ 0,01 da regra;
 * - 564 (W07, regra W07-10): `vProd` do total diferente da soma dos `vProd` dos itens com `indTot` 1;
 * - 531/532 (W03/W04, regras W03-10 e W04-10): `vBC`/`vICMS` do total diferentes da soma dos
 *   grupos ICMS dos itens;
 * - 610 (W16, regra W16-10, NT 2011.004 e NT 2023.004): `vNF` diferente de vProd − vDesc −
 *   vICMSDeson (dos itens com `indDeduzDeson` 1; sem o indicador em nenhum item, o leiaute
 *   anterior deduzia todo o desonerado: aceitas as duas leituras) + vST + vFCPST + vFrete + vSeg +
 *   vOutro + vII + vIPI + vIPIDevol + vServ.
 */
import { isValidNcm } from '@br-validators/core/ncm';
import { elemento, elementos, texto } from '../fiscal/sefaz/xml.ts';

/** Nome obrigatório do destinatário em homologação (regra 598). */
export const NOME_DESTINATARIO_HOMOLOGACAO = 'NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL';

/** Textos oficiais (MOC 7.0, tabela de cStat) das rejeições de conteúdo. */
export const MOTIVOS_REGRAS: Readonly<Record<string, string>> = {
  '531': 'Rejeição: Total da BC ICMS difere do somatório dos itens',
  '532': 'Rejeição: Total do ICMS difere do somatório dos itens',
  '564': 'Rejeição: Total do Produto / Serviço difere do somatório dos itens',
  '598': `Rejeição: NF-e emitida em ambiente de homologação com Razão Social do destinatário diferente de ${NOME_DESTINATARIO_HOMOLOGACAO}`,
  '610': 'Rejeição: Total da NF difere do somatório dos Valores compõe o valor Total da NF.',
  '629': 'Rejeição: Valor do Produto difere do produto Valor Unitário de Comercialização e Quantidade Comercial',
  '729': 'Rejeição: NFC-e com informação da IE do destinatário',
  '778': 'Rejeição: Informado NCM inexistente',
  '789': 'Rejeição: NFC-e para destinatário contribuinte de ICMS',
};

/** Valor decimal do XML em centavos (ausente = 0). */
const centavos = (v: string | undefined): number => Math.round(Number(v ?? 0) * 100);

/**
 * Rejeição de conteúdo (cStat e xMotivo, com o item quando a regra é de item) ou undefined quando
 * as regras do cabeçalho passam. `nfe` é o elemento `NFe` (ou `infNFe`) como veio no lote.
 */
export function conferirRegrasNFe(nfe: string): { cStat: string; xMotivo: string } | undefined {
  const rej = (cStat: string, detalhe = '') => ({ cStat, xMotivo: MOTIVOS_REGRAS[cStat] + detalhe });
  const inf = elemento(nfe, 'infNFe') ?? nfe;
  const ide = elemento(inf, 'ide') ?? '';
  const mod = texto(ide, 'mod') ?? '55';
  const dest = elemento(inf, 'dest');
  if (dest && texto(ide, 'tpAmb') === '2') {
    const xNome = texto(dest, 'xNome');
    if (xNome !== undefined && xNome !== NOME_DESTINATARIO_HOMOLOGACAO) return rej('598');
  }
  if (mod === '65' && dest) {
    if (texto(dest, 'indIEDest') === '1') return rej('789');
    if (texto(dest, 'IE')) return rej('729');
  }
  const dets = elementos(inf, 'det');
  let somaProd = 0;
  let somaBC = 0;
  let somaICMS = 0;
  let desonDeduzido = 0;
  let desonTodo = 0;
  let algumIndicador = false;
  for (const [i, det] of dets.entries()) {
    const prod = elemento(det, 'prod') ?? '';
    const nItem = ` [nItem: ${i + 1}]`;
    const ncm = texto(prod, 'NCM') ?? '';
    if (ncm !== '00' && !isValidNcm(ncm)) return rej('778', nItem);
    const vProd = centavos(texto(prod, 'vProd'));
    if (Math.abs(Number(texto(prod, 'qCom') ?? 0) * Number(texto(prod, 'vUnCom') ?? 0) * 100 - vProd) > 1) return rej('629', nItem);
    if ((texto(prod, 'indTot') ?? '1') === '1') somaProd += vProd;
    const icms = elemento(elemento(det, 'imposto'), 'ICMS') ?? '';
    somaBC += centavos(texto(icms, 'vBC'));
    somaICMS += centavos(texto(icms, 'vICMS'));
    const deson = centavos(texto(icms, 'vICMSDeson'));
    desonTodo += deson;
    const ind = texto(icms, 'indDeduzDeson');
    if (ind !== undefined) algumIndicador = true;
    if (ind === '1') desonDeduzido += deson;
  }
  const tot = elemento(elemento(inf, 'total'), 'ICMSTot') ?? '';
  const t = (c: string) => centavos(texto(tot, c));
  if (t('vProd') !== somaProd) return rej('564');
  if (t('vBC') !== somaBC) return rej('531');
  if (t('vICMS') !== somaICMS) return rej('532');
  const vServ = centavos(texto(elemento(elemento(inf, 'total'), 'ISSQNtot'), 'vServ'));
  const semDeson = t('vProd') - t('vDesc') + t('vST') + t('vFCPST') + t('vFrete') + t('vSeg') + t('vOutro') + t('vII') + t('vIPI') + t('vIPIDevol') + vServ;
  const aceitos = algumIndicador ? [semDeson - desonDeduzido] : [semDeson, semDeson - desonTodo];
  if (!aceitos.includes(t('vNF'))) return rej('610');
  return undefined;
}
