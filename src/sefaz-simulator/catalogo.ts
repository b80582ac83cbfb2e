/**
 * Catálogo dos cStat que o simulador da SEFAZ responde: o texto oficial (xMotivo, MOC
 * 7.0 / sefaz/webservices/cstat.json) de cada tabela dos módulos do simulador e a fonte da regra
 * (`FONTES` de mensagens.ts). Usado pelo teste que confere que todo código tem texto e fonte.
 */
import { FONTES, MOTIVOS } from './mensagens.ts';
import { MOTIVOS_FINALIDADE } from './finalidade.ts';
import { MOTIVOS_EPEC } from './epec.ts';
import { MOTIVOS_CONTINGENCIA } from './contingencia.ts';
import { MOTIVOS_REGRAS } from './regras-nfe.ts';
import { MOTIVOS_CANCELAMENTO } from '../fiscal/nfe/prazo-cancelamento.ts';

/** Um cStat do simulador: texto oficial e fonte (undefined quando falta, o teste acusa). */
export interface CStatSimulador {
  cStat: string;
  xMotivo: string;
  fonte: string | undefined;
}

/** Todos os cStat com texto no simulador, em ordem numérica. */
export function catalogoCStat(): CStatSimulador[] {
  const textos: Record<string, string> = {
    ...MOTIVOS,
    ...MOTIVOS_FINALIDADE,
    ...MOTIVOS_EPEC,
    ...MOTIVOS_CONTINGENCIA,
    ...MOTIVOS_REGRAS,
    ...MOTIVOS_CANCELAMENTO,
  };
  return Object.keys(textos)
    .sort((a, b) => Number(a) - Number(b))
    .map((cStat) => ({ cStat, xMotivo: textos[cStat], fonte: FONTES[cStat] }));
}
