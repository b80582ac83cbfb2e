/**
 * Medidas da folha e o contexto de desenho do DANFE (danfe.ts e quadros.ts): margens e alturas em
 * pontos PDF (1/72"), as opções de geração e o que cada quadro recebe.
 */
import type { Doc } from './pdf.ts';
import { PAGINA } from './pdf.ts';
import type { DadosDanfe, ItemDanfe } from './dados.ts';

export interface OpcoesDanfe {
  /** Pré-visualização antes da transmissão: marca d'água "SEM VALOR FISCAL". */
  semValorFiscal?: boolean;
  /** Logotipo do emitente (PNG ou JPEG). Se não for uma imagem válida, é ignorado. */
  logo?: Buffer;
  /** Comprimir os fluxos do PDF (padrão `true`; `false` só para testes e depuração). */
  compress?: boolean;
  /**
   * XML de eventos da nota (`procEventoNFe`...). Um cancelamento registrado entre eles (ou no
   * próprio XML da nota) imprime a marca "NF-E CANCELADA" — ver `cancelamentoDaNFe`.
   */
  eventos?: string[];
  /**
   * NF-e em contingência EPEC ainda não autorizada (NT 2013.004): protocolo e data do registro do
   * evento 110140; os dados adicionais abrem com a expressão "DANFE impresso em contingência - EPEC
   * regularmente recebido pela Receita Federal do Brasil" e o DANFE não leva a marca "SEM VALOR
   * FISCAL" por falta de autorização (em homologação ela continua).
   */
  epec?: { nProt: string; dhRegEvento?: string };
}

export const M = 15;
export const X0 = M;
export const L = PAGINA.largura - 2 * M;
export const FIM_PAGINA = PAGINA.altura - M;
export const H_CAMPO = 20;
export const H_CANHOTO = 48;
export const H_CABECALHO_TOPO = 122;
export const H_ADIC = 84;
export const TAM_ITEM = 6;
export const TAM_ADIC = 6.5;

/** Colunas do quadro de produtos (a descrição fica com a sobra). */
export interface Coluna {
  rotulo: string;
  largura: number;
  alinhar: 'left' | 'center' | 'right';
  valor: (i: ItemDanfe) => string;
}

/** O que cada quadro recebe: o documento PDF, os dados lidos da NF-e, as opções e as colunas de produtos. */
export interface Contexto {
  doc: Doc;
  d: DadosDanfe;
  opts: OpcoesDanfe;
  chave: string;
  semValor: boolean;
  homologacao: boolean;
  colunas: Coluna[];
}
