/**
 * Contingência da NF-e (modelo 55) pela SEFAZ Virtual de Contingência (SVC): qual SVC atende cada
 * UF, o `tpEmis` de cada uma e a tabela de webservices com a UF redirecionada para a SVC.
 *
 * Regra de origem: NT 2013.007 (SEFAZ Virtual de Contingência, SVC-AN e SVC-RS) e a relação de
 * UFs do Portal Nacional da NF-e ("Relação dos Serviços Web Disponíveis - Contingência"):
 * - SVC-AN (Ambiente Nacional, `tpEmis` 6): AC, AL, AP, CE, DF, ES, MG, PA, PB, PI, RJ, RN, RO, RR,
 *   RS, SC, SE, SP, TO;
 * - SVC-RS (SEFAZ Virtual do RS, `tpEmis` 7): AM, BA, GO, MA, MS, MT, PE, PR.
 * MOC 7.0, campo B22 `tpEmis`: 6 = contingência SVC-AN, 7 = contingência SVC-RS; campos B28
 * `dhCont` e B29 `xJust` (15 a 256 caracteres) obrigatórios quando `tpEmis` ≠ 1.
 * A NFC-e (modelo 65) não usa SVC (cStat 783).
 */
import type { TabelaWebservices } from './tabela.ts';

/** Sigla do autorizador de contingência na tabela de webservices (`<sigla>SVCAN</sigla>`). */
export type AutorizadorSvc = 'SVCAN' | 'SVCRS';

/** UF -> SVC que a atende (NT 2013.007; ver cabeçalho). */
export const SVC_DA_UF: Readonly<Record<string, AutorizadorSvc>> = {
  AC: 'SVCAN',
  AL: 'SVCAN',
  AP: 'SVCAN',
  CE: 'SVCAN',
  DF: 'SVCAN',
  ES: 'SVCAN',
  MG: 'SVCAN',
  PA: 'SVCAN',
  PB: 'SVCAN',
  PI: 'SVCAN',
  RJ: 'SVCAN',
  RN: 'SVCAN',
  RO: 'SVCAN',
  RR: 'SVCAN',
  RS: 'SVCAN',
  SC: 'SVCAN',
  SE: 'SVCAN',
  SP: 'SVCAN',
  TO: 'SVCAN',
  AM: 'SVCRS',
  BA: 'SVCRS',
  GO: 'SVCRS',
  MA: 'SVCRS',
  MS: 'SVCRS',
  MT: 'SVCRS',
  PE: 'SVCRS',
  PR: 'SVCRS',
};

/** `tpEmis` de cada SVC (MOC 7.0, B22). */
export const TPEMIS_SVC: Readonly<Record<AutorizadorSvc, '6' | '7'>> = { SVCAN: '6', SVCRS: '7' };

/** Nome para o usuário: `SVC-AN` / `SVC-RS`. */
export function nomeSvc(svc: AutorizadorSvc): string {
  return svc === 'SVCAN' ? 'SVC-AN' : 'SVC-RS';
}

/**
 * SVC da UF do emitente.
 * @throws Error quando a UF não é uma das 27 (mensagem em pt-BR).
 */
export function svcDaUf(uf: string): AutorizadorSvc {
  const svc = SVC_DA_UF[uf.toUpperCase()];
  if (!svc) throw new Error(`UF '${uf}' sem SEFAZ Virtual de Contingência (SVC) definida`);
  return svc;
}

/** `xJust` da contingência: 15 a 256 caracteres depois de aparar os espaços (MOC 7.0, B29). */
export function justificativaValida(xJust: string): boolean {
  const t = xJust.trim();
  return t.length >= 15 && t.length <= 256;
}

/**
 * Cópia da tabela de webservices em que a UF passa a ser atendida pela SVC (`modelo` 55): o
 * `ClienteSefaz` criado com ela envia autorização, recibo, consulta e eventos à SVC mantendo o
 * `cUF` da UF de origem, como exige a NT 2013.007.
 * @throws Error se a tabela não tiver a SVC (arquivo de webservices importado sem `SVCAN`/`SVCRS`).
 */
export function tabelaEmContingencia(tabela: TabelaWebservices, uf: string, svc: AutorizadorSvc): TabelaWebservices {
  if (!tabela.servicos['55']?.[svc]) throw new Error(`A tabela de webservices não tem a ${nomeSvc(svc)} (sigla ${svc})`);
  return {
    servicos: tabela.servicos,
    autorizadores: { ...tabela.autorizadores, '55': { ...(tabela.autorizadores['55'] ?? {}), [uf.toUpperCase()]: svc } },
  };
}
