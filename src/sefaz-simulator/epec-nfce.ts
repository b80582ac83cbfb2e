/**
 * EPEC da NFC-e de SP no simulador da SEFAZ (evento 110140 com o leiaute `e110140NFCe_v1.00.xsd`;
 * NT 2014.003 "EPEC da NFC-e" v1.02; textos da tabela de cStat do MOC, sefaz/webservices/cstat.json).
 *
 * O ambiente EPEC da NFC-e de SP é separado do autorizador (na tabela oficial,
 * nfce.epec.fazenda.sp.gov.br/EPECws/...): aqui responde em `/SP-EPEC/EPECws/RecepcaoEPEC.asmx` e
 * `/SP-EPEC/EPECws/EPECStatusServico.asmx` e continua no ar quando o autorizador `SP` está em
 * `estado.contingencia.foraDoAr`; `SP-EPEC` em `foraDoAr` derruba só ele (HTTP 503).
 *
 * Recepção, depois do schema do lote (`envEvento` + `e110140NFCe_v1.00.xsd`), evento a evento:
 * - `tpEvento` ≠ 110140: 491; `cOrgao` ≠ 35: 657; `tpAmb` errado: 252;
 * - assinatura: 297/298; CNPJ do certificado ≠ autor: 213; chave com DV inválido: 236; autor ≠
 *   emitente da chave: 574; modelo ≠ 65: 450 (texto da NFC-e); posição 35 ≠ 4: 484;
 *   `cOrgaoAutor` ≠ UF da chave: 455; `dhEvento` no futuro: 578;
 * - EPEC já registrado para a chave: 573; mesmo CNPJ, série e número com outra chave: 485;
 *   NFC-e já autorizada com esse número: 661;
 * - senão 136 "Evento registrado, mas não vinculado a NFC-e", guardado para a conciliação.
 *
 * Status (`consStatServ` 4.00): schema 215, `tpAmb` 252, `cUF` ≠ 35: 226; senão 107.
 *
 * Conciliação no autorizador ({@link conferirNFCeEpec}, chamada por nfce.ts para a NFC-e com
 * `tpEmis` 4): UF sem EPEC da NFC-e ou chave sem EPEC: 468; IE do emitente, `dhEmi`,
 * destinatário, vNF ou vICMS diferentes do EPEC: 467 (NT 2014.003 item 05.1).
 */
import { isValidChaveAcesso } from '../domain/chave-acesso.ts';
import { dadosEpecDaNFCe, divergenciasEpecNFCe, lerDetalheEpecNFCe, type DadosEpecNFCe } from '../fiscal/nfce/epec.ts';
import { comNamespaceNfe, elemento, elementos, esc, NS_NFE, texto } from '../fiscal/sefaz/xml.ts';
import type { DocumentoSchema } from '../fiscal/schema/index.ts';
import { numeroDaChave, XEVENTO_EPEC } from './epec.ts';
import { motivo } from './mensagens.ts';
import type { EstadoSimulador } from './index.ts';

/** Sigla do ambiente EPEC da NFC-e de SP nos caminhos e em `foraDoAr`. */
export const SIGLA_EPEC_NFCE_SP = 'SP-EPEC';
/** Caminhos do ambiente EPEC da NFC-e de SP no simulador. */
export const CAMINHOS_EPEC_NFCE = {
  RecepcaoEPEC: `/${SIGLA_EPEC_NFCE_SP}/EPECws/RecepcaoEPEC.asmx`,
  EPECStatusServico: `/${SIGLA_EPEC_NFCE_SP}/EPECws/EPECStatusServico.asmx`,
} as const;

/** Textos (MOC 7.0 / NT 2014.003) das respostas do EPEC da NFC-e. */
export const MOTIVOS_EPEC_NFCE: Readonly<Record<string, string>> = {
  '136': 'Evento registrado, mas não vinculado a NFC-e',
  '450': 'Rejeição: Modelo da NFC-e diferente de 65',
  '455': 'Rejeição: Órgão Autor do evento diferente da UF da Chave de Acesso',
  '467': 'Rejeição: Dados da NFC-e divergentes do EPEC',
  '468': 'Rejeição: NFC-e com Tipo Emissão = 4, sem EPEC correspondente',
  '484': 'Rejeição: Chave de Acesso com tipo de emissão diferente de 4 (posição 35 da Chave de Acesso)',
  '485': 'Rejeição: Duplicidade de numeração do EPEC (Modelo, CNPJ, Série e Número)',
  '491': 'Rejeição: O tpEvento informado inválido',
  '574': 'Rejeição: O autor do evento diverge do emissor da NFC-e',
  '657': 'Rejeição: Código do Órgão diverge do órgão autorizador',
  '661': 'Rejeição: NFC-e já existente para o número do EPEC informado',
};

/** Um EPEC da NFC-e registrado. */
export interface EpecNFCeRegistrado {
  chave: string;
  numero: string;
  dados: DadosEpecNFCe;
  nProt: string;
  procEventoNFe: string;
}

const registros = new WeakMap<EstadoSimulador, Map<string, EpecNFCeRegistrado>>();

/** EPEC da NFC-e registrados no simulador, por chave. */
export function epecsNFCe(estado: EstadoSimulador): Map<string, EpecNFCeRegistrado> {
  let m = registros.get(estado);
  if (!m) registros.set(estado, (m = new Map()));
  return m;
}

const textoEpec = (cStat: string) => MOTIVOS_EPEC_NFCE[cStat] ?? motivo(cStat);

/** O que os tratadores usam do simulador (closures de `iniciarSimuladorSefaz`). */
export interface DependenciasEpecNFCe {
  estado: EstadoSimulador;
  relogio: () => Date;
  toleranciaMs: number;
  verAplic: string;
  validar: (xml: string, doc: DocumentoSchema) => string | undefined;
  conferirAssinatura: (xml: string) => { cStat?: string; cnpj?: string };
  numeroProtocolo: (cUF: string) => string;
  formatarDh: (d: Date) => string;
}

/** Tratadores do ambiente EPEC da NFC-e (conteúdo de `nfeDadosMsg` -> retorno). */
export function criarEpecNFCe(dep: DependenciasEpecNFCe): { recepcao: (dados: string) => string; status: (dados: string) => string } {
  const { estado } = dep;
  const recepcao = (dados: string): string => {
    const lote = elemento(dados, 'envEvento') ?? '';
    const ret = (cStat: string, xMotivo: string, resto = '') =>
      `<retEnvEvento xmlns="${NS_NFE}" versao="1.00"><idLote>${texto(lote, 'idLote') ?? '0'}</idLote><tpAmb>${estado.ambiente}</tpAmb>` +
      `<verAplic>${dep.verAplic}</verAplic><cOrgao>35</cOrgao><cStat>${cStat}</cStat><xMotivo>${esc(xMotivo)}</xMotivo>${resto}</retEnvEvento>`;
    if (!lote) return ret('215', `${motivo('215')}: envEvento ausente`);
    const erro = dep.validar(lote, 'envEvento');
    if (erro) return ret('215', `${motivo('215')}: ${erro}`.slice(0, 255));
    const retornos = elementos(lote, 'evento').map((ev) => {
      const inf = elemento(ev, 'infEvento') ?? '';
      const det = elemento(inf, 'detEvento') ?? '';
      const chave = texto(inf, 'chNFe') ?? '';
      const tp = texto(inf, 'tpEvento') ?? '';
      const seq = texto(inf, 'nSeqEvento') ?? '';
      const cOrgaoAutor = texto(det, 'cOrgaoAutor') ?? chave.slice(0, 2);
      const retEv = (cStat: string, nProt?: string) =>
        `<retEvento versao="1.00"><infEvento${nProt ? ` Id="ID${nProt}"` : ''}><tpAmb>${estado.ambiente}</tpAmb><verAplic>${dep.verAplic}</verAplic>` +
        `<cOrgao>35</cOrgao><cStat>${cStat}</cStat><xMotivo>${esc(textoEpec(cStat))}</xMotivo>` +
        (/^\d{6}[0-9A-Z]{12}\d{26}$/.test(chave) ? `<chNFe>${chave}</chNFe>` : '') +
        (nProt ? `<tpEvento>${tp}</tpEvento><xEvento>${XEVENTO_EPEC}</xEvento><nSeqEvento>${seq}</nSeqEvento>` : '') +
        `<cOrgaoAutor>${/^\d{2}$/.test(cOrgaoAutor) ? cOrgaoAutor : '35'}</cOrgaoAutor><dhRegEvento>${dep.formatarDh(dep.relogio())}</dhRegEvento>` +
        (nProt ? `<nProt>${nProt}</nProt>` : '') +
        `</infEvento></retEvento>`;
      if (tp !== '110140') return retEv('491');
      if (texto(inf, 'cOrgao') !== '35') return retEv('657');
      if (texto(inf, 'tpAmb') !== String(estado.ambiente)) return retEv('252');
      const ass = dep.conferirAssinatura(comNamespaceNfe(ev));
      if (ass.cStat) return retEv(ass.cStat);
      const cnpj = texto(inf, 'CNPJ') ?? '';
      if (!ass.cnpj || ass.cnpj.slice(0, 8) !== cnpj.slice(0, 8)) return retEv('213');
      if (!isValidChaveAcesso(chave)) return retEv('236');
      if (chave.slice(6, 20) !== cnpj) return retEv('574');
      if (chave.slice(20, 22) !== '65') return retEv('450');
      if (chave[34] !== '4') return retEv('484');
      if (cOrgaoAutor !== chave.slice(0, 2)) return retEv('455');
      if (Date.parse(texto(inf, 'dhEvento') ?? '') > dep.relogio().getTime() + dep.toleranciaMs) return retEv('578');
      const mapa = epecsNFCe(estado);
      if (mapa.has(chave)) return retEv('573');
      const numero = numeroDaChave(chave);
      if ([...mapa.values()].some((e) => e.numero === numero)) return retEv('485');
      if (estado.numeros.has(numero)) return retEv('661');
      const nProt = dep.numeroProtocolo('35');
      const r = retEv('136', nProt);
      mapa.set(chave, { chave, numero, dados: lerDetalheEpecNFCe(det), nProt, procEventoNFe: `<procEventoNFe versao="1.00">${ev}${r}</procEventoNFe>` });
      return r;
    });
    return ret('128', motivo('128'), retornos.join(''));
  };

  const status = (dados: string): string => {
    const doc = elemento(dados, 'consStatServ');
    const cUF = texto(doc, 'cUF') ?? '';
    const ret = (cStat: string, xMotivo = motivo(cStat)) =>
      `<retConsStatServ xmlns="${NS_NFE}" versao="4.00"><tpAmb>${estado.ambiente}</tpAmb><verAplic>${dep.verAplic}</verAplic>` +
      `<cStat>${cStat}</cStat><xMotivo>${esc(xMotivo)}</xMotivo><cUF>${/^\d{2}$/.test(cUF) ? cUF : '35'}</cUF><dhRecbto>${dep.formatarDh(dep.relogio())}</dhRecbto>` +
      (cStat === '107' ? '<tMed>1</tMed>' : '') +
      `</retConsStatServ>`;
    const erro = doc ? dep.validar(doc, 'consStatServ') : 'consStatServ ausente';
    if (erro) return ret('215', `${motivo('215')}: ${erro}`.slice(0, 255));
    if (texto(doc, 'tpAmb') !== String(estado.ambiente)) return ret('252');
    if (cUF !== '35') return ret('226');
    return ret('107');
  };
  return { recepcao, status };
}

/**
 * Conciliação da NFC-e com `tpEmis` 4 no autorizador (ver cabeçalho).
 * @returns `{ cStat, xMotivo }` da rejeição (468 ou 467), ou undefined quando confere.
 */
export function conferirNFCeEpec(estado: EstadoSimulador, chave: string, nfe: string): { cStat: string; xMotivo: string } | undefined {
  const reg = epecsNFCe(estado).get(chave);
  if (!reg) return { cStat: '468', xMotivo: MOTIVOS_EPEC_NFCE['468'] };
  let d: DadosEpecNFCe;
  try {
    d = dadosEpecDaNFCe(nfe, 'conferencia');
  } catch {
    return { cStat: '468', xMotivo: MOTIVOS_EPEC_NFCE['468'] };
  }
  const dif = divergenciasEpecNFCe(d, reg.dados);
  return dif.length ? { cStat: '467', xMotivo: `${MOTIVOS_EPEC_NFCE['467']} [${dif.join(', ')}]` } : undefined;
}
