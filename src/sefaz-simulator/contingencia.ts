/**
 * Contingência SVC no simulador da SEFAZ (NT 2013.007; MOC 7.0, tabela de códigos de rejeição):
 *
 * - "autorizador fora do ar": todo serviço de um autorizador em `foraDoAr` (ex.: `'SP'`, `'SVRS'`)
 *   responde HTTP 503 sem processar nada, como o IIS de uma SEFAZ parada;
 * - a SVC (`/SVCAN/...`, `/SVCRS/...`) atende as UFs da tabela {@link SVC_DA_UF} e só recebe NF-e
 *   de uma UF quando a SEFAZ de origem ativou a contingência: a UF está em `svcAtiva` ou o
 *   autorizador normal dela está fora do ar. Fora disso: cStat 114 ("SVC-xx desabilitada pela
 *   SEFAZ de Origem");
 * - na SVC, `tpEmis` diferente do da SVC acessada (6 SVC-AN, 7 SVC-RS): 713; NFC-e: 783;
 * - no autorizador normal, NF-e com `tpEmis` 6 ou 7: 570;
 * - `tpEmis` 4/6/7 sem `xJust`/`dhCont`: 557; `tpEmis` 1 com justificativa: 556; `dhCont` posterior
 *   ao recebimento: 558;
 * - no autorizador normal, NF-e modelo 55 com `tpEmis` 4 (EPEC): as regras de epec.ts (468, 467).
 */
import { AUTORIZADORES_PADRAO, ufDoCodigo } from '../fiscal/sefaz/tabela.ts';
import { SVC_DA_UF, TPEMIS_SVC, nomeSvc, type AutorizadorSvc } from '../fiscal/sefaz/contingencia.ts';
import { texto } from '../fiscal/sefaz/xml.ts';
import { conferirNFeEpec, type EpecRegistrado } from './epec.ts';

/** Estado de contingência do simulador (mutável pelos testes). */
export interface EstadoContingencia {
  /** Autorizadores parados (siglas da tabela: `SP`, `SVRS`, `SVAN`...): respondem HTTP 503. */
  foraDoAr: Set<string>;
  /** UFs cuja SEFAZ de origem ativou a SVC mesmo com o autorizador no ar. */
  svcAtiva: Set<string>;
  /** EPEC registrados no Ambiente Nacional, por chave de acesso (epec.ts). */
  epec: Map<string, EpecRegistrado>;
}

/** Estado inicial: tudo no ar, nenhuma SVC ativada. */
export function novoEstadoContingencia(): EstadoContingencia {
  return { foraDoAr: new Set(), svcAtiva: new Set(), epec: new Map() };
}

/** Textos oficiais (MOC 7.0, tabela de cStat) das rejeições de contingência. */
export const MOTIVOS_CONTINGENCIA: Readonly<Record<string, string>> = {
  '556': 'Rejeição: Justificativa de entrada em contingência não deve ser informada para tipo de emissão normal',
  '557': 'Rejeição: A Justificativa de entrada em contingência deve ser informada',
  '558': 'Rejeição: Data de entrada em contingência posterior a data de recebimento',
  '570': 'Rejeição: Tipo de Emissão 3, 6 ou 7 só é válido nas contingências SCAN/SVC',
  '713': 'Rejeição: Tipo de Emissão diferente de 6 ou 7 para contingência da SVC acessada',
  '783': 'Rejeição: NFC-e não é autorizada pela SVC',
};

const ehSvc = (a: string | undefined): a is AutorizadorSvc => a === 'SVCAN' || a === 'SVCRS';

/** Autorizador do caminho (`/SP/ws/...`) está parado? */
export function autorizadorForaDoAr(estado: EstadoContingencia, autorizador: string | undefined): boolean {
  return !!autorizador && estado.foraDoAr.has(autorizador.toUpperCase());
}

/** A SEFAZ de origem da UF ativou a SVC (ver cabeçalho)? */
export function svcAtivaParaUf(estado: EstadoContingencia, uf: string): boolean {
  const normal = AUTORIZADORES_PADRAO['55']?.[uf];
  return estado.svcAtiva.has(uf) || (!!normal && estado.foraDoAr.has(normal));
}

/**
 * O autorizador do caminho atende o `cUF`? Só responde para a SVC (`undefined` para os demais,
 * que seguem a regra do autorizador normal).
 */
export function svcAtendeUf(autorizador: string | undefined, cUF: string): boolean | undefined {
  if (!ehSvc(autorizador)) return undefined;
  const uf = ufDoCodigo(cUF);
  return !!uf && SVC_DA_UF[uf] === autorizador;
}

/**
 * Regras de contingência de uma NF-e (`ide` do XML) recebida pelo `autorizador` do caminho; com a
 * NF-e inteira (`nfe`), também as do EPEC (`tpEmis` 4, epec.ts).
 * @returns `{ cStat, xMotivo }` da rejeição, ou undefined quando a NF-e pode seguir.
 */
export function conferirContingencia(
  estado: EstadoContingencia,
  autorizador: string | undefined,
  ide: string,
  agora: Date,
  toleranciaMs: number,
  nfe?: string,
): { cStat: string; xMotivo: string } | undefined {
  const rej = (cStat: string, xMotivo = MOTIVOS_CONTINGENCIA[cStat]) => ({ cStat, xMotivo });
  const tpEmis = texto(ide, 'tpEmis') ?? '';
  const mod = texto(ide, 'mod') ?? '55';
  const xJust = texto(ide, 'xJust');
  const dhCont = texto(ide, 'dhCont');
  const uf = ufDoCodigo(texto(ide, 'cUF') ?? '') ?? '';
  if (ehSvc(autorizador)) {
    if (mod === '65') return rej('783');
    if (tpEmis !== TPEMIS_SVC[autorizador]) return rej('713');
    if (!svcAtivaParaUf(estado, uf)) return rej('114', `${nomeSvc(autorizador)} desabilitada pela SEFAZ de Origem`);
  } else if (mod === '55' && (tpEmis === '6' || tpEmis === '7')) {
    return rej('570');
  }
  if (tpEmis === '1' && xJust) return rej('556');
  if (['3', '4', '6', '7'].includes(tpEmis)) {
    if (!xJust || !dhCont) return rej('557');
    const entrada = Date.parse(dhCont);
    if (!Number.isFinite(entrada) || entrada > agora.getTime() + toleranciaMs) return rej('558');
  }
  if (tpEmis === '4' && mod === '55' && nfe) return conferirNFeEpec(estado.epec, /Id="NFe([0-9A-Z]{44})"/.exec(nfe)?.[1] ?? '', nfe);
  return undefined;
}
