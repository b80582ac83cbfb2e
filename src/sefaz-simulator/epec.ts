/**
 * EPEC da NF-e no simulador da SEFAZ (evento 110140; NT 2013.004; MOC 7.0, Anexo "EPEC"; textos
 * da tabela de cStat do MOC em sefaz/webservices/cstat.json):
 *
 * Recepção no Ambiente Nacional (`/AN/ws/NFeRecepcaoEvento4.asmx`, `cOrgao` 91), depois do schema
 * do lote (`envEvento` + `e110140_v1.00.xsd`), evento a evento:
 * - `cOrgao` ≠ 91 ou outro autorizador que não o AN: 657; `tpAmb` errado: 252;
 * - assinatura: 297/298; CNPJ do certificado ≠ autor: 213; autor ≠ emitente da chave: 574;
 * - chave com DV inválido: 236; modelo 65 (NFC-e não usa o EPEC do AN): 450; posição 35 da chave
 *   ≠ 4: 484; `cOrgaoAutor` ≠ UF da chave: 455; `dhEvento` no futuro: 578;
 * - EPEC já registrado para a chave: 573; para o mesmo modelo, CNPJ, série e número com outra
 *   chave: 485; NF-e já autorizada com esse número: 661;
 * - senão: 136 "Evento registrado, mas não vinculado a NF-e", guardado em `estado.contingencia.epec`.
 *
 * No autorizador normal ({@link conferirNFeEpec}, chamado por `conferirContingencia` para NF-e
 * modelo 55 com `tpEmis` 4): sem EPEC para a chave, 468; destinatário (UF, documento, IE),
 * `dhEmi`, `tpNF`, vNF, vICMS ou vST diferentes do EPEC, 467.
 */
import { isValidChaveAcesso } from '../domain/chave-acesso.ts';
import { dadosEpecDaNFe, type DadosEpec } from '../fiscal/sefaz/epec.ts';
import { comNamespaceNfe, elemento, elementos, esc, NS_NFE, texto } from '../fiscal/sefaz/xml.ts';
import { motivo } from './mensagens.ts';
import type { EstadoSimulador } from './index.ts';

/** Um EPEC registrado no AN do simulador. */
export interface EpecRegistrado {
  chave: string;
  /** `cnpj|mod|serie|nNF` tirado da chave (regra 485). */
  numero: string;
  dados: DadosEpec;
  nProt: string;
  dhRegEvento: string;
  /** `procEventoNFe` (evento + retorno). */
  procEventoNFe: string;
}

/** Textos oficiais (MOC 7.0, tabela de cStat) das respostas do EPEC. */
export const MOTIVOS_EPEC: Readonly<Record<string, string>> = {
  '136': 'Evento registrado, mas não vinculado a NF-e',
  '450': 'Rejeição: Modelo da NF-e diferente de 55',
  '455': 'Rejeição: Órgão Autor do evento diferente da UF da Chave de Acesso',
  '467': 'Rejeição: Dados da NF-e divergentes do EPEC',
  '468': 'Rejeição: NF-e com Tipo Emissão = 4, sem EPEC correspondente',
  '484': 'Rejeição: Chave de Acesso com tipo de emissão diferente de 4 (posição 35 da Chave de Acesso)',
  '485': 'Rejeição: Duplicidade de numeração do EPEC (Modelo, CNPJ, Série e Número)',
  '491': 'Rejeição: O tpEvento informado inválido',
  '574': 'Rejeição: O autor do evento diverge do emissor da NF-e',
  '657': 'Rejeição: Código do Órgão diverge do órgão autorizador',
  '661': 'Rejeição: NF-e já existente para o número do EPEC informado',
};

/**
 * `xEvento` do retorno do EPEC: o leiaute (leiauteEPEC_v1.00.xsd, TRetEvento) exige de 5 a 60
 * caracteres ("EPEC" sozinho não valida).
 */
export const XEVENTO_EPEC = 'EPEC - Evento Prévio de Emissão em Contingência';

const textoEpec = (cStat: string) => MOTIVOS_EPEC[cStat] ?? motivo(cStat);

/** O que a recepção do EPEC usa do simulador (closures de `iniciarSimuladorSefaz`). */
export interface DependenciasEpec {
  estado: EstadoSimulador;
  relogio: () => Date;
  toleranciaMs: number;
  verAplic: string;
  conferirAssinatura: (xml: string) => { cStat?: string; cnpj?: string };
  numeroProtocolo: (cUF: string) => string;
  formatarDh: (d: Date) => string;
}

/** `cnpj|mod|serie|nNF` da chave de acesso (mesmo formato de `estado.numeros`). */
export function numeroDaChave(chave: string): string {
  return `${chave.slice(6, 20)}|${chave.slice(20, 22)}|${Number(chave.slice(22, 25))}|${Number(chave.slice(25, 34))}`;
}

/**
 * Cria o tratador do lote `envEvento` com eventos 110140 (já validado no schema), devolvendo o
 * `retEnvEvento` (cStat 128 e um `retEvento` por evento; ver cabeçalho).
 */
export function criarRecepcaoEpec(dep: DependenciasEpec): (lote: string, autorizador: string | undefined) => string {
  const { estado } = dep;
  return (lote, autorizador) => {
    const evs = elementos(lote, 'evento');
    const retornos = evs.map((ev) => {
      const inf = elemento(ev, 'infEvento') ?? '';
      const det = elemento(inf, 'detEvento') ?? '';
      const chave = texto(inf, 'chNFe') ?? '';
      const tp = texto(inf, 'tpEvento') ?? '';
      const seq = texto(inf, 'nSeqEvento') ?? '';
      const cOrgao = texto(inf, 'cOrgao') ?? '';
      const cOrgaoAutor = texto(det, 'cOrgaoAutor') ?? chave.slice(0, 2);
      const retEv = (cStat: string, nProt?: string) =>
        `<retEvento versao="1.00"><infEvento${nProt ? ` Id="ID${nProt}"` : ''}><tpAmb>${estado.ambiente}</tpAmb><verAplic>${dep.verAplic}</verAplic>` +
        `<cOrgao>91</cOrgao><cStat>${cStat}</cStat><xMotivo>${esc(textoEpec(cStat))}</xMotivo>` +
        (/^\d{6}[0-9A-Z]{12}\d{26}$/.test(chave) ? `<chNFe>${chave}</chNFe>` : '') +
        (nProt ? `<tpEvento>${tp}</tpEvento><xEvento>${XEVENTO_EPEC}</xEvento><nSeqEvento>${seq}</nSeqEvento>` : '') +
        `<cOrgaoAutor>${/^\d{2}$/.test(cOrgaoAutor) ? cOrgaoAutor : '35'}</cOrgaoAutor><dhRegEvento>${dep.formatarDh(dep.relogio())}</dhRegEvento>` +
        (nProt ? `<nProt>${nProt}</nProt>` : '') +
        `</infEvento></retEvento>`;
      if (tp !== '110140') return retEv('491');
      if (cOrgao !== '91' || (autorizador && autorizador !== 'AN')) return retEv('657');
      if (texto(inf, 'tpAmb') !== String(estado.ambiente)) return retEv('252');
      const ass = dep.conferirAssinatura(comNamespaceNfe(ev));
      if (ass.cStat) return retEv(ass.cStat);
      const cnpj = texto(inf, 'CNPJ') ?? '';
      if (!ass.cnpj || ass.cnpj.slice(0, 8) !== cnpj.slice(0, 8)) return retEv('213');
      if (!isValidChaveAcesso(chave)) return retEv('236');
      if (chave.slice(6, 20) !== cnpj) return retEv('574');
      if (chave.slice(20, 22) !== '55') return retEv('450');
      if (chave[34] !== '4') return retEv('484');
      if (cOrgaoAutor !== chave.slice(0, 2)) return retEv('455');
      if (Date.parse(texto(inf, 'dhEvento') ?? '') > dep.relogio().getTime() + dep.toleranciaMs) return retEv('578');
      if (estado.contingencia.epec.has(chave)) return retEv('573');
      const numero = numeroDaChave(chave);
      if ([...estado.contingencia.epec.values()].some((e) => e.numero === numero)) return retEv('485');
      if (estado.numeros.has(numero)) return retEv('661');
      const nProt = dep.numeroProtocolo('91');
      const r = retEv('136', nProt);
      estado.contingencia.epec.set(chave, {
        chave,
        numero,
        dados: lerDetEvento(det),
        nProt,
        dhRegEvento: texto(r, 'dhRegEvento') ?? '',
        procEventoNFe: `<procEventoNFe versao="1.00">${ev}${r}</procEventoNFe>`,
      });
      return r;
    });
    return (
      `<retEnvEvento xmlns="${NS_NFE}" versao="1.00"><idLote>${texto(lote, 'idLote') ?? '0'}</idLote><tpAmb>${estado.ambiente}</tpAmb>` +
      `<verAplic>${dep.verAplic}</verAplic><cOrgao>91</cOrgao><cStat>128</cStat><xMotivo>${esc(motivo('128'))}</xMotivo>${retornos.join('')}</retEnvEvento>`
    );
  };
}

/** Lê o `detEvento` do EPEC (já validado no schema). */
function lerDetEvento(det: string): DadosEpec {
  const dest = elemento(det, 'dest') ?? '';
  const t = (x: string, n: string) => texto(x, n);
  return {
    cOrgaoAutor: t(det, 'cOrgaoAutor') ?? '',
    verAplic: t(det, 'verAplic') ?? '',
    dhEmi: t(det, 'dhEmi') ?? '',
    tpNF: t(det, 'tpNF') === '0' ? '0' : '1',
    IE: t(det.replace(dest, ''), 'IE') ?? '',
    dest: {
      UF: t(dest, 'UF') ?? '',
      CNPJ: t(dest, 'CNPJ'),
      CPF: t(dest, 'CPF'),
      idEstrangeiro: t(dest, 'idEstrangeiro'),
      IE: t(dest, 'IE'),
      vNF: t(dest, 'vNF') ?? '',
      vICMS: t(dest, 'vICMS') ?? '',
      vST: t(dest, 'vST') ?? '',
    },
  };
}

/**
 * Regras do autorizador normal para a NF-e modelo 55 com `tpEmis` 4 (ver cabeçalho).
 * @returns `{ cStat, xMotivo }` da rejeição (468 ou 467), ou undefined quando confere com o EPEC.
 */
export function conferirNFeEpec(epec: ReadonlyMap<string, EpecRegistrado>, chave: string, nfe: string): { cStat: string; xMotivo: string } | undefined {
  const reg = epec.get(chave);
  if (!reg) return { cStat: '468', xMotivo: MOTIVOS_EPEC['468'] };
  let d: DadosEpec;
  try {
    d = dadosEpecDaNFe(nfe, 'conferencia');
  } catch {
    return { cStat: '467', xMotivo: MOTIVOS_EPEC['467'] };
  }
  const e = reg.dados;
  const valor = (a: string | undefined, b: string | undefined) => Number(a ?? 'NaN') === Number(b ?? 'NaN');
  const diferencas = [
    d.dest.UF !== e.dest.UF && 'UF do destinatário',
    (d.dest.CNPJ ?? d.dest.CPF ?? d.dest.idEstrangeiro ?? '') !== (e.dest.CNPJ ?? e.dest.CPF ?? e.dest.idEstrangeiro ?? '') && 'documento do destinatário',
    (d.dest.IE ?? '') !== (e.dest.IE ?? '') && 'IE do destinatário',
    !valor(d.dest.vNF, e.dest.vNF) && 'vNF',
    !valor(d.dest.vICMS, e.dest.vICMS) && 'vICMS',
    !valor(d.dest.vST, e.dest.vST) && 'vST',
    Date.parse(d.dhEmi) !== Date.parse(e.dhEmi) && 'dhEmi',
    d.tpNF !== e.tpNF && 'tpNF',
  ].filter(Boolean);
  if (diferencas.length) return { cStat: '467', xMotivo: `${MOTIVOS_EPEC['467']} [${diferencas.join(', ')}]` };
  return undefined;
}
