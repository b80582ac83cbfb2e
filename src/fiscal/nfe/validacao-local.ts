/**
 * Validação local da NF-e antes da transmissão: as regras do leiaute que o
 * produto consegue avaliar sozinho, sobre o XML assinado (o mesmo que iria à SEFAZ), para recusar
 * com a mensagem do campo em vez de transmitir e receber a rejeição. Funções puras.
 *
 * Regras (MOC 7.0, Anexo I; a rejeição que a SEFAZ daria entre parênteses):
 * - finalidade 4 (devolução) só com CFOP de devolução (327; exceção 1949/2949 a não contribuinte);
 *   finalidade 1 sem CFOP de devolução (328) — lista do Anexo XI.01 da NT 2013.005;
 * - tpNF 0 (entrada) só com CFOP de entrada 1/2/3 (519); tpNF 1 (saída) só com 5/6/7 (518);
 * - NCM de 8 dígitos na Tabela NCM oficial (778);
 * - vProd do item = qCom x vUnCom com tolerância de R$ 0,01 (629); vProd do total = soma dos itens
 *   com indTot 1 (564); vBC e vICMS do total = soma dos itens (531/532, regras W03-10/W04-10); vNF = vProd − vDesc − vICMSDeson (indDeduzDeson 1) + vST + vFCPST + vFrete +
 *   vSeg + vOutro + vII + vIPI + vIPIDevol + vServ (610);
 * - NFC-e (modelo 65) sem destinatário contribuinte (789) nem IE do destinatário (729);
 * - prazo do cancelamento ({@link erroPrazoCancelamento}, prazo-cancelamento.ts: 501/220).
 */
import { elemento, elementos, texto } from '../sefaz/xml.ts';
import { PRAZOS_CANCELAMENTO, cStatPrazoCancelamento } from './prazo-cancelamento.ts';

/** Um problema encontrado: campo do produto (como nas telas/API), mensagem pt-BR e o cStat evitado. */
export interface ErroValidacaoLocal {
  campo: string;
  mensagem: string;
  cStat: string;
}

const FINAIS_DEVOLUCAO = new Set(
  '201 202 203 204 208 209 210 211 212 213 214 215 216 410 411 412 413 503 504 505 506 553 555 556 660 661 662 918 919 921'.split(' '),
);

/**
 * true quando o CFOP (4 dígitos) é de devolução de mercadoria: lista do leiaute (NT 2013.005,
 * Anexo XI.01; regras 327/328): 1201-1204, 1208-1216, 1410-1413, 1503-1506, 1553/1555/1556,
 * 1660-1662, 1918/1919/1921 e os correspondentes 2xxx/3xxx/5xxx/6xxx/7xxx.
 */
export function cfopDeDevolucao(cfop: string): boolean {
  return /^[1-7]\d{3}$/.test(cfop) && FINAIS_DEVOLUCAO.has(cfop.slice(1));
}

const centavos = (v: string | undefined): number => Math.round(Number(v ?? 0) * 100);
const reais = (c: number): string => `R$ ${(c / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

let ncmOficial: Promise<(ncm: string) => boolean> | null = null;

/**
 * Existência do NCM na tabela oficial (`isValidNcm` de `@br-validators/core/ncm`), o `ncmExiste` de
 * {@link validarNFeAntesDoEnvio} na emissão. A tabela (~0,9 MB de código) é importada na primeira
 * chamada, não na partida do servidor.
 */
export function carregarNcmOficial(): Promise<(ncm: string) => boolean> {
  ncmOficial ??= import('@br-validators/core/ncm').then((m) => m.isValidNcm);
  return ncmOficial;
}

/**
 * Confere a NF-e/NFC-e (`xml` com `infNFe`) pelas regras do cabeçalho. `ncmExiste` decide a
 * existência do NCM (na emissão, a tabela oficial: {@link carregarNcmOficial}). Devolve a lista de
 * problemas (vazia = pode transmitir), com o campo como o produto o chama (`Item[n].cfop`,
 * `Item[n].ncm`, `Item[n].valor_produto`, `total_produtos`, `total_nota`, `finalidade`, `cliente_id`).
 */
export function validarNFeAntesDoEnvio(xml: string, ncmExiste: (ncm: string) => boolean): ErroValidacaoLocal[] {
  const erros: ErroValidacaoLocal[] = [];
  const inf = elemento(xml, 'infNFe') ?? '';
  const ide = elemento(inf, 'ide') ?? '';
  const mod = texto(ide, 'mod') ?? '55';
  const finNFe = texto(ide, 'finNFe') ?? '1';
  const tpNF = texto(ide, 'tpNF') ?? '1';
  const dest = elemento(inf, 'dest');
  const naoContribuinte = texto(dest, 'indIEDest') === '9';
  if (mod === '65' && dest && (texto(dest, 'indIEDest') === '1' || texto(dest, 'IE'))) {
    erros.push({
      campo: 'cliente_id',
      cStat: texto(dest, 'indIEDest') === '1' ? '789' : '729',
      mensagem: 'A NFC-e não pode ser emitida para contribuinte do ICMS nem levar a inscrição estadual do destinatário: emita uma NF-e (modelo 55).',
    });
  }
  let somaProd = 0;
  let somaBC = 0;
  let somaICMS = 0;
  for (const [i, det] of elementos(inf, 'det').entries()) {
    const prod = elemento(det, 'prod') ?? '';
    const n = i + 1;
    const item = `Item ${n}${texto(prod, 'cProd') ? ` (código ${texto(prod, 'cProd')})` : ''}`;
    const cfop = texto(prod, 'CFOP') ?? '';
    if (finNFe === '4' && !cfopDeDevolucao(cfop) && !(naoContribuinte && (cfop === '1949' || cfop === '2949')))
      erros.push({
        campo: `Item[${i}].cfop`,
        cStat: '327',
        mensagem: `${item}: o CFOP ${cfop} não é de devolução; uma nota de devolução (finalidade 4) exige CFOP de devolução (ex.: 1202, 2202, 5202, 6202).`,
      });
    if (finNFe === '1' && cfopDeDevolucao(cfop))
      erros.push({
        campo: `Item[${i}].cfop`,
        cStat: '328',
        mensagem: `${item}: o CFOP ${cfop} é de devolução; use a finalidade 4 (devolução de mercadoria) ou outro CFOP.`,
      });
    if (tpNF === '0' && /^[5-7]/.test(cfop))
      erros.push({
        campo: `Item[${i}].cfop`,
        cStat: '519',
        mensagem: `${item}: o CFOP ${cfop} é de saída e a nota é de entrada (use um CFOP iniciado por 1, 2 ou 3).`,
      });
    if (tpNF === '1' && /^[1-3]/.test(cfop))
      erros.push({
        campo: `Item[${i}].cfop`,
        cStat: '518',
        mensagem: `${item}: o CFOP ${cfop} é de entrada e a nota é de saída (use um CFOP iniciado por 5, 6 ou 7).`,
      });
    const ncm = texto(prod, 'NCM') ?? '';
    if (ncm !== '00' && !ncmExiste(ncm))
      erros.push({ campo: `Item[${i}].ncm`, cStat: '778', mensagem: `${item}: o NCM ${ncm} não existe na Tabela NCM vigente; corrija o NCM do produto.` });
    const vProd = centavos(texto(prod, 'vProd'));
    const calculado = Number(texto(prod, 'qCom') ?? 0) * Number(texto(prod, 'vUnCom') ?? 0) * 100;
    if (Math.abs(calculado - vProd) > 1)
      erros.push({
        campo: `Item[${i}].valor_produto`,
        cStat: '629',
        mensagem: `${item}: o valor do produto (${reais(vProd)}) difere de quantidade x valor unitário (${reais(Math.round(calculado))}).`,
      });
    if ((texto(prod, 'indTot') ?? '1') === '1') somaProd += vProd;
    const icmsItem = elemento(elemento(det, 'imposto'), 'ICMS') ?? '';
    somaBC += centavos(texto(icmsItem, 'vBC'));
    somaICMS += centavos(texto(icmsItem, 'vICMS'));
  }
  const total = elemento(inf, 'total');
  const tot = elemento(total, 'ICMSTot') ?? '';
  const t = (c: string) => centavos(texto(tot, c));
  if (t('vProd') !== somaProd)
    erros.push({
      campo: 'total_produtos',
      cStat: '564',
      mensagem: `O total dos produtos (${reais(t('vProd'))}) difere da soma dos itens (${reais(somaProd)}).`,
    });
  if (t('vBC') !== somaBC)
    erros.push({
      campo: 'total_base_icms',
      cStat: '531',
      mensagem: `A base de cálculo do ICMS do total (${reais(t('vBC'))}) difere da soma dos itens (${reais(somaBC)}).`,
    });
  if (t('vICMS') !== somaICMS)
    erros.push({
      campo: 'total_icms',
      cStat: '532',
      mensagem: `O total do ICMS (${reais(t('vICMS'))}) difere da soma do ICMS dos itens (${reais(somaICMS)}).`,
    });
  let desonDeduzido = 0;
  let desonTodo = 0;
  let algumIndicador = false;
  for (const icms of elementos(inf, 'ICMS')) {
    const d = centavos(texto(icms, 'vICMSDeson'));
    desonTodo += d;
    const ind = texto(icms, 'indDeduzDeson');
    if (ind !== undefined) algumIndicador = true;
    if (ind === '1') desonDeduzido += d;
  }
  const vServ = centavos(texto(elemento(total, 'ISSQNtot'), 'vServ'));
  const semDeson = t('vProd') - t('vDesc') + t('vST') + t('vFCPST') + t('vFrete') + t('vSeg') + t('vOutro') + t('vII') + t('vIPI') + t('vIPIDevol') + vServ;
  const esperado = algumIndicador ? [semDeson - desonDeduzido] : [semDeson, semDeson - desonTodo];
  if (!esperado.includes(t('vNF')))
    erros.push({
      campo: 'total_nota',
      cStat: '610',
      mensagem: `O total da nota (${reais(t('vNF'))}) difere da soma das parcelas (produtos − descontos + ST + frete + seguro + outras despesas + II + IPI = ${reais(esperado[0])}).`,
    });
  return erros;
}

/**
 * Recusa local do cancelamento fora do limite (o que a SEFAZ rejeitaria com 501 na NF-e ou 220
 * na NFC-e; prazo-cancelamento.ts). `autorizadaEm` e `agora` como Date; `mod` '55' ou '65'.
 * Entre o prazo legal e o limite a SEFAZ homologa fora de prazo (155): não recusa.
 */
export function erroPrazoCancelamento(mod: string, autorizadaEm: Date, agora: Date): ErroValidacaoLocal | undefined {
  const cStat = cStatPrazoCancelamento(mod, autorizadaEm.getTime(), agora.getTime());
  if (cStat !== '501' && cStat !== '220') return undefined;
  const limite = PRAZOS_CANCELAMENTO[mod === '65' ? '65' : '55'].limite / 3_600_000;
  const doc = mod === '65' ? 'NFC-e' : 'NF-e';
  return {
    campo: 'justificativa',
    cStat,
    mensagem: `A ${doc} foi autorizada há mais de ${limite >= 48 ? `${limite / 24} dias` : `${limite} horas`}: o prazo de cancelamento acabou (a SEFAZ rejeitaria com ${cStat}). Emita uma nota de entrada (devolução/estorno) em vez de cancelar.`,
  };
}
