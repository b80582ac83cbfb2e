/**
 * Simulador de tributação de um produto (`produtoSimulador`): simula a venda de
 * um produto (quantidade, preço, UF e tipo do cliente, operação) com o MESMO cálculo do faturamento
 * (`calcularParaDestinatario`: regras por UF/operação, perfis, tabelas de alíquota e ST,
 * configuração fiscal) e devolve cada tributo com base, alíquota, valor e a regra usada. Não grava.
 */
import type { Client } from '../../db/tenant.ts';
import { ValidationError } from '../../http/envelope.ts';
import type { DadosCliente, ResultadoCalculo } from '../fiscal/calculo.ts';
import { calcularTributosDoDocumento } from '../fiscal/tributos-do-documento.ts';
import { carregarConfiguracaoCalculo, type ConfiguracaoCalculo } from './carregar.ts';
import type { ItemCalculado, RegraUsada, TotaisNfe } from '../../../domain/tributos/index.ts';

/** Tipo do cliente no simulador (define indIEDest e indFinal). */
export type TipoClienteSimulado = 'contribuinte' | 'contribuinte_consumidor' | 'nao_contribuinte' | 'exterior';
export const TIPOS_CLIENTE: Record<TipoClienteSimulado, { ind_ie_dest: number; consumidor_final: 0 | 1; rotulo: string }> = {
  contribuinte: { ind_ie_dest: 1, consumidor_final: 0, rotulo: 'Contribuinte do ICMS (revenda/industrialização)' },
  contribuinte_consumidor: { ind_ie_dest: 1, consumidor_final: 1, rotulo: 'Contribuinte, uso e consumo (consumidor final)' },
  nao_contribuinte: { ind_ie_dest: 9, consumidor_final: 1, rotulo: 'Não contribuinte (consumidor final)' },
  exterior: { ind_ie_dest: 9, consumidor_final: 1, rotulo: 'Cliente no exterior' },
};

/** Uma linha do quadro de tributos. */
export interface LinhaTributo {
  tributo: string;
  /** CST/CSOSN ou cClassTrib, quando houver. */
  codigo: string | null;
  base: string;
  aliquota: string;
  valor: string;
  /** Regra/tabela que definiu a alíquota ou o código. */
  regra: string;
}

export interface ResultadoSimulacao {
  produto: { id: number; codigo: string; descricao: string; ncm: string | null; cest: string | null };
  idDest: 1 | 2 | 3;
  cfop: string;
  tributos: LinhaTributo[];
  regras: RegraUsada[];
  origemCampo: Record<string, string>;
  imposto: ItemCalculado;
  totais: TotaisNfe;
  configuracao: ConfiguracaoCalculo;
}

const UFS = new Set('AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO'.split(' '));

/**
 * Valida a entrada e simula. Corpo: `{produto_id, quantidade, valor_unitario, uf, tipo_cliente,
 * operacao?, valor_frete?, valor_desconto?}` (valores em R$, quantidade na unidade comercial).
 * @throws ValidationError (400) com a chave do campo inválido.
 */
export async function simular(c: Client, emitenteId: number, body: Record<string, unknown>): Promise<ResultadoSimulacao> {
  const erros: Record<string, string[]> = {};
  const numero = (k: string, positivo: boolean): number => {
    const v = Number(body[k] ?? (positivo ? Number.NaN : 0));
    if (!Number.isFinite(v) || v < 0 || (positivo && v === 0)) erros[k] = [positivo ? 'Deve ser maior que zero' : 'Deve ser um número não negativo'];
    return v;
  };
  const produtoId = Number(body.produto_id);
  if (!Number.isInteger(produtoId) || produtoId <= 0) erros.produto_id = ['Informe o produto'];
  const quantidade = numero('quantidade', true);
  const valorUnitario = numero('valor_unitario', true);
  const frete = numero('valor_frete', false);
  const desconto = numero('valor_desconto', false);
  const tipo = String(body.tipo_cliente ?? 'nao_contribuinte') as TipoClienteSimulado;
  if (!TIPOS_CLIENTE[tipo]) erros.tipo_cliente = ['Tipo de cliente inválido'];
  const uf = tipo === 'exterior' ? 'EX' : String(body.uf ?? '').toUpperCase();
  if (tipo !== 'exterior' && !UFS.has(uf)) erros.uf = ['UF inválida'];
  const operacao = String(body.operacao ?? 'venda');
  if (!['venda', 'devolucao', 'entrada'].includes(operacao)) erros.operacao = ['Operação inválida (venda, devolucao ou entrada)'];
  if (Object.keys(erros).length) throw new ValidationError(erros, `${Object.keys(erros)[0]}: ${Object.values(erros)[0][0]}`);
  const { rows } = await c.query('SELECT id, codigo, descricao, ncm, cest FROM produto WHERE emitente_id = $1 AND id = $2', [emitenteId, produtoId]);
  if (!rows[0]) throw new ValidationError({ produto_id: ['Produto não encontrado'] }, 'Produto: não encontrado.');
  const t = TIPOS_CLIENTE[tipo];
  const cliente: DadosCliente = {
    id: 0,
    uf,
    ind_ie_dest: t.ind_ie_dest,
    tipo_pessoa: tipo === 'exterior' ? 'E' : t.ind_ie_dest === 1 ? 'J' : 'F',
    pais_id: tipo === 'exterior' ? null : 1058,
    consumidor_final: t.consumidor_final === 1,
  };
  const fat = {
    operacao,
    tipo_operacao: operacao === 'entrada' ? 0 : 1,
    finalidade: operacao === 'devolucao' ? 4 : 1,
    consumidor_final: t.consumidor_final,
    valor_frete: frete,
    valor_desconto: desconto,
  };
  let r: ResultadoCalculo;
  try {
    ({ resultado: r } = await calcularTributosDoDocumento(c, emitenteId, {
      cabecalho: fat,
      itens: [{ produto_id: produtoId, quantidade, valor_unitario: valorUnitario }],
      destinatario: cliente,
    }));
  } catch (e) {
    if (e instanceof ValidationError) {
      const msg = e.message.replace(/^Item 1: /, '');
      throw new ValidationError({ produto_id: [msg] }, msg);
    }
    throw e;
  }
  const d = r.detalhes[0];
  const imposto = r.calculados[0];
  const p = rows[0];
  return {
    produto: { id: p.id, codigo: p.codigo, descricao: p.descricao, ncm: p.ncm, cest: p.cest },
    idDest: r.idDest,
    cfop: r.itens[0].cfop,
    tributos: quadroDeTributos(imposto, d.origemCampo, d.regras),
    regras: d.regras,
    origemCampo: d.origemCampo,
    imposto,
    totais: r.totais,
    configuracao: await carregarConfiguracaoCalculo(c, emitenteId),
  };
}

/** Monta o quadro "tributo, código, base, alíquota, valor, regra" a partir dos grupos do item. */
export function quadroDeTributos(i: ItemCalculado, origem: Record<string, string>, regras: RegraUsada[]): LinhaTributo[] {
  const regraDe = (tipo: RegraUsada['tipo'], filtro?: (r: RegraUsada) => boolean) =>
    regras.find((r) => r.tipo === tipo && (!filtro || filtro(r)))?.descricao ?? null;
  const linhas: LinhaTributo[] = [];
  const g = i.ICMS;
  const codigo = g.CST ?? g.CSOSN ?? null;
  const regraCst = origem[g.CST ? 'cst_icms' : 'csosn'] ?? 'cadastro do produto';
  linhas.push({
    tributo: 'ICMS',
    codigo,
    base: g.vBC ?? '0.00',
    aliquota: g.pICMS ?? '0.0000',
    valor: g.vICMS ?? '0.00',
    regra: [`CST/CSOSN: ${regraCst}`, origem.aliquota_icms ? `alíquota: ${origem.aliquota_icms}` : null].filter(Boolean).join('; '),
  });
  if (g.vFCP) linhas.push({ tributo: 'FCP', codigo: null, base: g.vBCFCP ?? g.vBC ?? '0.00', aliquota: g.pFCP ?? '0', valor: g.vFCP, regra: origem.fcp ?? '' });
  if (g.vBCST)
    linhas.push({
      tributo: 'ICMS-ST',
      codigo,
      base: g.vBCST,
      aliquota: g.pICMSST ?? '0',
      valor: g.vICMSST ?? '0.00',
      regra: `${g.pMVAST ? `MVA ${g.pMVAST} %; ` : ''}${regraDe('stUf') ?? origem.mva_st ?? ''}`,
    });
  if (g.vFCPST)
    linhas.push({ tributo: 'FCP-ST', codigo: null, base: g.vBCFCPST ?? '0.00', aliquota: g.pFCPST ?? '0', valor: g.vFCPST, regra: regraDe('stUf') ?? '' });
  if (g.vICMSSTRet !== undefined)
    linhas.push({
      tributo: 'ICMS-ST retido anteriormente',
      codigo,
      base: g.vBCSTRet ?? '0.00',
      aliquota: g.pST ?? '0',
      valor: g.vICMSSTRet,
      regra: regraDe('estoqueSt') ?? '',
    });
  if (g.vCredICMSSN)
    linhas.push({
      tributo: 'Crédito do Simples (pCredSN)',
      codigo,
      base: '',
      aliquota: g.pCredSN ?? '0',
      valor: g.vCredICMSSN,
      regra: origem.credito_simples ?? '',
    });
  const u = i.ICMSUFDest;
  if (u) {
    const regraDifal = regraDe('configuracao', (r) => r.descricao.startsWith('DIFAL')) ?? '';
    linhas.push({
      tributo: 'ICMS DIFAL (UF de destino)',
      codigo: null,
      base: u.vBCUFDest,
      aliquota: u.pICMSUFDest,
      valor: u.vICMSUFDest,
      regra: `interestadual ${Number(u.pICMSInter)} %; ${regraDifal}`,
    });
    if (u.vFCPUFDest)
      linhas.push({
        tributo: 'FCP (UF de destino)',
        codigo: null,
        base: u.vBCFCPUFDest ?? u.vBCUFDest,
        aliquota: u.pFCPUFDest ?? '0',
        valor: u.vFCPUFDest,
        regra: regraDifal,
      });
  }
  if (i.IPI) {
    if ('IPITrib' in i.IPI)
      linhas.push({
        tributo: 'IPI',
        codigo: i.IPI.IPITrib.CST,
        base: i.IPI.IPITrib.vBC,
        aliquota: i.IPI.IPITrib.pIPI,
        valor: i.IPI.IPITrib.vIPI,
        regra: origem.cst_ipi ?? '',
      });
    else linhas.push({ tributo: 'IPI', codigo: i.IPI.IPINT.CST, base: '0.00', aliquota: '0.0000', valor: '0.00', regra: origem.cst_ipi ?? '' });
  }
  const pisCofins = (nome: 'PIS' | 'COFINS', grupo: object, chaveP: string, chaveV: string) => {
    const interno = Object.values(grupo)[0] as Record<string, string>;
    const regraBase = regraDe('configuracao', (r) => r.descricao.startsWith('PIS/COFINS')) ?? '';
    linhas.push({
      tributo: nome,
      codigo: interno.CST,
      base: interno.vBC ?? '0.00',
      aliquota: interno[chaveP] ?? '0.0000',
      valor: interno[chaveV] ?? '0.00',
      regra: [origem[nome === 'PIS' ? 'cst_pis' : 'cst_cofins'], regraBase].filter(Boolean).join('; '),
    });
  };
  pisCofins('PIS', i.PIS, 'pPIS', 'vPIS');
  pisCofins('COFINS', i.COFINS, 'pCOFINS', 'vCOFINS');
  const ib = i.IBSCBS;
  if (ib?.gIBSCBS) {
    const regra = `cClassTrib ${ib.cClassTrib}: ${origem.classificacao_tributaria ?? ''}; alíquotas de teste de 2026 (LC 214/2025 arts. 343 e 346)`;
    linhas.push({ tributo: 'IBS (UF)', codigo: ib.CST, base: ib.gIBSCBS.vBC, aliquota: ib.gIBSCBS.gIBSUF.pIBSUF, valor: ib.gIBSCBS.gIBSUF.vIBSUF, regra });
    linhas.push({
      tributo: 'IBS (município)',
      codigo: ib.CST,
      base: ib.gIBSCBS.vBC,
      aliquota: ib.gIBSCBS.gIBSMun.pIBSMun,
      valor: ib.gIBSCBS.gIBSMun.vIBSMun,
      regra,
    });
    linhas.push({ tributo: 'CBS', codigo: ib.CST, base: ib.gIBSCBS.vBC, aliquota: ib.gIBSCBS.gCBS.pCBS, valor: ib.gIBSCBS.gCBS.vCBS, regra });
  } else if (ib) {
    linhas.push({ tributo: 'IBS/CBS', codigo: ib.CST, base: '0.00', aliquota: '0.0000', valor: '0.00', regra: `cClassTrib ${ib.cClassTrib}` });
  }
  return linhas;
}
