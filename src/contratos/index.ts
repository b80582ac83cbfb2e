/**
 * Every action contract of the API (src/contratos/base.ts), in one list: codegen turns it into the
 * OpenAPI paths of the module routes, and tests/api/contrato-acoes.test.ts checks it against the
 * routes the server registers. A new area adds its list here.
 */
import type { Contrato } from './base.ts';
import { CONTRATOS_ADMINISTRADOR } from './administrador.ts';
import { CONTRATOS_ANEXOS } from './anexos.ts';
import { CONTRATOS_CADASTROS } from './cadastros.ts';
import { CONTRATOS_CONVERSAO } from './conversao.ts';
import { CONTRATOS_COMPRAS } from './compras.ts';
import { CONTRATOS_ESTOQUE } from './estoque.ts';
import { CONTRATOS_FINANCEIRO } from './financeiro.ts';
import { CONTRATOS_LICENCAS } from './licencas.ts';
import { CONTRATOS_MARKET } from './market.ts';
import { CONTRATOS_GERENCIADOR_NFCE } from './gerenciador-nfce.ts';
import { CONTRATOS_NFE } from './nfe.ts';
import { CONTRATOS_NFSE } from './nfse.ts';
import { CONTRATOS_PDV } from './pdv.ts';
import { CONTRATOS_PEDIDOS } from './pedidos.ts';
import { CONTRATOS_TRIBUTOS } from './tributos.ts';
import { CONTRATOS_CONTA } from './conta.ts';
import { CONTRATOS_CONFIGURACAO } from './configuracao.ts';
import { CONTRATOS_GESTAO } from './gestao.ts';
import { CONTRATOS_GERAL } from './geral.ts';
import { CONTRATOS_SUPORTE } from './suporte.ts';
import { CONTRATOS_RELATORIOS } from './relatorios.ts';

export type { Contrato } from './base.ts';

export const CONTRATOS: readonly Contrato[] = [
  ...CONTRATOS_FINANCEIRO,
  ...CONTRATOS_PEDIDOS,
  ...CONTRATOS_ESTOQUE,
  ...CONTRATOS_PDV,
  ...CONTRATOS_ANEXOS,
  ...CONTRATOS_NFSE,
  ...CONTRATOS_LICENCAS,
  ...CONTRATOS_ADMINISTRADOR,
  ...CONTRATOS_COMPRAS,
  ...CONTRATOS_GERENCIADOR_NFCE,
  ...CONTRATOS_NFE,
  ...CONTRATOS_CADASTROS,
  ...CONTRATOS_TRIBUTOS,
  ...CONTRATOS_CONVERSAO,
  ...CONTRATOS_MARKET,
  ...CONTRATOS_CONTA,
  ...CONTRATOS_CONFIGURACAO,
  ...CONTRATOS_GESTAO,
  ...CONTRATOS_GERAL,
  ...CONTRATOS_SUPORTE,
  ...CONTRATOS_RELATORIOS,
];
