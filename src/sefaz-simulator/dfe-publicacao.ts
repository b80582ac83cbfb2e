/**
 * Publicação no Ambiente Nacional (distribuição DF-e, dfe.ts) do que o simulador autoriza e dos
 * fornecedores de fora da demonstração:
 *
 * - {@link publicarNFeAutorizada}: toda NF-e modelo 55 autorizada (cStat 100) cujo destinatário tem
 *   CNPJ ou CPF é distribuída a ele, como no AN (NT 2014.002, §2: o destinatário é ator da NF-e e
 *   recebe pelo NSU do seu CNPJ/CPF): o resumo `resNFe` (leiaute resNFe_v1.01) entra na sequência
 *   do destinatário e o `nfeProc` completo fica em `notasCompletas`, liberado depois da ciência ou
 *   da confirmação da operação (evento 210210/210200, NT 2012.002), como o AN faz;
 * - {@link publicarFornecedoresDemo}: resumos de NF-e de fornecedores de fora (CNPJ e chave
 *   válidos, emitidas nos últimos dias) para as empresas da demonstração, para que a tela de
 *   manifestação tenha o que mostrar logo no primeiro uso.
 */
import { buildChaveAcesso } from '../domain/chave-acesso.ts';
import { cnpjCheckDigits } from '../domain/documentos.ts';
import { CODIGOS_UF } from '../fiscal/sefaz/tabela.ts';
import { elemento, esc, NS_NFE, texto } from '../fiscal/sefaz/xml.ts';
import type { DistribuicaoDFe } from './dfe.ts';

/** Schema do resumo e da nota completa no `docZip` (NT 2014.002, tabela de schemas). */
export const SCHEMA_RES_NFE = 'resNFe_v1.01.xsd';
export const SCHEMA_PROC_NFE = 'procNFe_v4.00.xsd';

export interface ResumoNFe {
  chNFe: string;
  /** CNPJ (14) ou CPF (11) do emitente. */
  emitente: string;
  xNome: string;
  IE?: string;
  dhEmi: string;
  tpNF: string;
  vNF: string;
  digVal?: string;
  dhRecbto: string;
  nProt: string;
  /** 1 autorizada, 2 denegada, 3 cancelada. */
  cSitNFe: '1' | '2' | '3';
}

/** O `resNFe` (versão 1.01) de um resumo, com a ordem dos campos do schema. */
export function xmlResumoNFe(r: ResumoNFe): string {
  const doc = r.emitente.length === 11 ? `<CPF>${r.emitente}</CPF>` : `<CNPJ>${r.emitente}</CNPJ>`;
  return (
    `<resNFe xmlns="${NS_NFE}" versao="1.01"><chNFe>${r.chNFe}</chNFe>${doc}<xNome>${esc(r.xNome.slice(0, 60))}</xNome>` +
    `${r.IE ? `<IE>${r.IE}</IE>` : ''}<dhEmi>${r.dhEmi}</dhEmi><tpNF>${r.tpNF}</tpNF><vNF>${r.vNF}</vNF>` +
    `${r.digVal ? `<digVal>${r.digVal}</digVal>` : ''}<dhRecbto>${r.dhRecbto}</dhRecbto><nProt>${r.nProt}</nProt><cSitNFe>${r.cSitNFe}</cSitNFe></resNFe>`
  );
}

/**
 * Publica ao destinatário uma NF-e que o simulador acabou de autorizar (ver cabeçalho).
 *
 * @param nfe o elemento `NFe` assinado, com o namespace da NF-e.
 * @param protXml o `protNFe` da autorização (cStat 100).
 * @returns o NSU dado ao resumo, ou undefined quando não é modelo 55, não tem destinatário com
 *   CNPJ/CPF (estrangeiro, NFC-e sem identificação) ou o protocolo não é de autorização.
 */
export function publicarNFeAutorizada(dfe: DistribuicaoDFe, nfe: string, protXml: string): number | undefined {
  const inf = elemento(nfe, 'infNFe') ?? '';
  const ide = elemento(inf, 'ide') ?? '';
  if (texto(ide, 'mod') !== '55' || texto(protXml, 'cStat') !== '100') return undefined;
  const dest = elemento(inf, 'dest');
  const destino = texto(dest, 'CNPJ') ?? texto(dest, 'CPF');
  if (!destino) return undefined;
  const emit = elemento(inf, 'emit') ?? '';
  const chNFe = texto(protXml, 'chNFe') ?? '';
  dfe.notasCompletas.set(chNFe, `<nfeProc xmlns="${NS_NFE}" versao="4.00">${nfe}${protXml}</nfeProc>`);
  const resumo = xmlResumoNFe({
    chNFe,
    emitente: texto(emit, 'CNPJ') ?? texto(emit, 'CPF') ?? '',
    xNome: texto(emit, 'xNome') ?? '',
    IE: texto(emit, 'IE'),
    dhEmi: texto(ide, 'dhEmi') ?? '',
    tpNF: texto(ide, 'tpNF') ?? '1',
    vNF: texto(elemento(inf, 'ICMSTot'), 'vNF') ?? '0.00',
    digVal: texto(protXml, 'digVal'),
    dhRecbto: texto(protXml, 'dhRecbto') ?? '',
    nProt: texto(protXml, 'nProt') ?? '',
    cSitNFe: '1',
  });
  return dfe.publicar(destino, SCHEMA_RES_NFE, resumo);
}

/** Fornecedores fictícios de fora da demonstração (raiz do CNPJ, nome, UF, IE, valor base). */
const FORNECEDORES_DEMO = [
  { raiz: '417325840001', xNome: 'Distribuidora Paulista de Embalagens Ltda', uf: 'SP', IE: '114276883117', valor: 1843.9 },
  { raiz: '284519730001', xNome: 'Atacado Central de Alimentos S.A.', uf: 'PR', IE: '9076543210', valor: 5290.35 },
  { raiz: '193847560001', xNome: 'Transformadora de Aços Minas Ltda', uf: 'MG', IE: '0623079040081', valor: 12780.0 },
] as const;

/** Data e hora no fuso de Brasília (-03:00), como a SEFAZ registra. */
function dhBrasilia(ms: number): string {
  return `${new Date(ms - 3 * 3_600_000).toISOString().slice(0, 19)}-03:00`;
}

/**
 * Publica, para cada destinatário, os resumos (resNFe, cSitNFe 1) de NF-e de venda (tpNF 1) dos
 * fornecedores de fora da demonstração, emitidas de 1 a 3 dias antes de `agora`, com chave de
 * acesso válida (cUF da UF do fornecedor, modelo 55, série 1) e protocolo do autorizador da UF.
 *
 * @param destinatarios CNPJs (14) das empresas da demonstração.
 * @returns quantos resumos foram publicados agora (um fornecedor já publicado a uma empresa, num início anterior, não se repete).
 */
export function publicarFornecedoresDemo(dfe: DistribuicaoDFe, destinatarios: string[], agora: Date): number {
  let n = 0;
  destinatarios.forEach((destino, d) => {
    FORNECEDORES_DEMO.forEach((f, k) => {
      const cnpj = f.raiz + cnpjCheckDigits(f.raiz);
      const emissao = agora.getTime() - (k + 1) * 86_400_000 - d * 3_600_000;
      const dh = new Date(emissao - 3 * 3_600_000);
      const cUF = CODIGOS_UF[f.uf];
      const nNF = 1000 + d * 10 + k;
      const chNFe = buildChaveAcesso({
        cUF,
        aamm: `${String(dh.getUTCFullYear()).slice(2)}${String(dh.getUTCMonth() + 1).padStart(2, '0')}`,
        cnpjCpf: cnpj,
        mod: 55,
        serie: 1,
        nNF,
        tpEmis: 1,
        cNF: String(13579246 + nNF).slice(-8),
      });
      const xml = xmlResumoNFe({
        chNFe,
        emitente: cnpj,
        xNome: f.xNome,
        IE: f.IE,
        dhEmi: dhBrasilia(emissao),
        tpNF: '1',
        vNF: (f.valor + d * 37.5).toFixed(2),
        dhRecbto: dhBrasilia(emissao + 40_000),
        nProt: `1${cUF}${String(dh.getUTCFullYear()).slice(2)}${String(nNF).padStart(10, '0')}`,
        cSitNFe: '1',
      });
      // once per supplier and company: the distribution is kept between starts (dfe.ts)
      const jaPublicado = (dfe.documentos.get(`nfe|${destino}`) ?? []).some((doc) => doc.xml.includes(`<CNPJ>${cnpj}</CNPJ>`));
      if (jaPublicado) return;
      dfe.publicar(destino, SCHEMA_RES_NFE, xml);
      n++;
    });
  });
  return n;
}
