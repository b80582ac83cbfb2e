/**
 * O pipeline de tributos de um documento fiscal, montado num lugar só: todo cálculo de itens e
 * totais (NF-e gravada ou calculada sem gravar, prévia do pedido, venda e correção do PDV,
 * simulador de tributos) passa por {@link calcularTributosDoDocumento}. Nenhum outro módulo encadeia
 * as etapas por conta própria (tests/unit/repositorio/pipeline-tributos.test.ts confere).
 *
 * Etapas, nesta ordem (cada uma opcional conforme o documento):
 * 1. kits desmembrados nos componentes, quando o emitente escolheu (`configuracao.kit_desmembrar_nfe`;
 *    estoque/kit-nfe.ts);
 * 2. predefinição da operação (`modelo_faturamento_id`): CFOP dos itens e recusa de duplicatas quando
 *    a operação não gera financeiro (predefinicoes.ts);
 * 3. ligação de cada item com a origem (devolução de venda/compra, complemento de ICMS) e, ao
 *    gravar, o saldo que resta devolver (finalidade.ts);
 * 4. cálculo dos tributos e totais pelas regras como dados (calculo.ts: `resolverTributacao` e
 *    `calcularTributosItem` de src/domain/tributos; MOC 7.0, EC 87/2015, LC 87/96, LC 214/2025);
 * 5. ao gravar, as DI dos itens de importação (CFOP 3xxx, MOC 7.0 I18; importacao.ts);
 * 6. tributos da origem sobre os itens calculados: devolução proporcional (MOC 7.0 I50 `impostoDevol`),
 *    estorno do crédito da compra e complemento de ICMS (finalidade.ts).
 */
import type { Client } from '../../db/tenant.ts';
import { desmembrarKits } from '../estoque/kit-nfe.ts';
import { calcularFaturamento, calcularParaDestinatario, type DadosCliente, type ResultadoCalculo } from './calculo.ts';
import { aplicarTributosDaOrigem, CAMPOS_ORIGEM, conferirSaldoDevolucao } from './finalidade.ts';
import { conferirImportacao } from './importacao.ts';
import { aplicarPredefinicao } from './predefinicoes.ts';

type Linha = Record<string, unknown>;

/** Entrada de {@link calcularTributosDoDocumento}. */
export interface DocumentoParaCalculo {
  /**
   * Cabeçalho do documento com os nomes do faturamento: `cliente_id`, `tipo_operacao` (tpNF),
   * `finalidade` (finNFe), `consumidor_final`, `modelo_faturamento_id`, `valor_frete`,
   * `valor_seguro`, `valor_outros`, `valor_desconto` (R$, até 2 casas) e, opcional, `operacao`.
   */
  cabecalho: Linha;
  /**
   * Itens de entrada: `produto_id`, `quantidade` (até 4 casas), `valor_unitario` (R$, até 10 casas),
   * `valor_desconto` (R$), `cfop`, `ncm`... Mutados pela predefinição (CFOP).
   */
  itens: Linha[];
  /** Destinatário já em mãos (consumidor do PDV, destinatário hipotético); ausente: o `cliente_id` do cabeçalho. */
  destinatario?: DadosCliente;
  /** Troca os kits pelos componentes quando o emitente escolheu (padrão: não). */
  kits?: boolean;
  /** Aplica a predefinição do cabeçalho; `duplicatas` são as do documento, recusadas se a operação não gera financeiro. */
  predefinicao?: { duplicatas?: unknown[] };
  /**
   * Devolução/complemento: itens já gravados do documento (`id` e os campos de origem), de onde
   * cada item de entrada com o mesmo `id` herda a ligação com a origem. Com `conferirSaldo`, recusa
   * a quantidade acima do que resta devolver (fora o próprio `faturamentoId`).
   */
  origem?: { gravados: Linha[]; conferirSaldo?: { chave: string; faturamentoId: number | null } };
  /** Confere as DI dos itens de importação (nota de finalidade normal, `finalidade` 1). */
  conferirImportacao?: boolean;
}

/**
 * Itens de entrada com a ligação à origem (devolução/complemento): a que veio do servidor
 * (GerarDevolucao/GerarComplementar) ou, numa edição, a do item gravado com o mesmo id.
 */
function comOrigemDosItens(itens: Linha[], gravados: Linha[]): Linha[] {
  const porId = new Map(gravados.map((g) => [g.id, g]));
  return itens.map((i) => {
    const g = i.id !== undefined && i.id !== null ? porId.get(i.id) : undefined;
    const o: Linha = { ...i };
    for (const k of CAMPOS_ORIGEM) if (o[k] === undefined && g) o[k] = g[k];
    // complemento de ICMS: a alíquota gravada no item (a da nota complementada ou a informada)
    if (o.aliquota_origem === undefined && g?.complemento_icms != null) o.aliquota_origem = g.aliquota_icms;
    return o;
  });
}

/**
 * Calcula os tributos e os totais de um documento pelo pipeline único (etapas no cabeçalho do
 * módulo), lendo emitente, destinatário, produtos e regras na transação de tenant `c`. Não grava.
 * @returns `itens`: os itens de entrada depois dos kits (o que foi calculado, na ordem de
 *   `resultado.itens`); `resultado`: itens calculados (valores em R$ com 2 casas, alíquotas em %),
 *   grupo `imposto` de cada item, totais W (ICMSTot, IBSCBSTot), colunas total_*, idDest e detalhes.
 * @throws ValidationError pt-BR: `cliente_id`, `Item[i].produto_id`, `modelo_faturamento_id`,
 *   `Duplicata`, `<chave>[i].quantidade` (saldo de devolução), `Item[i].di` (importação).
 */
export async function calcularTributosDoDocumento(
  c: Client,
  emitenteId: number,
  d: DocumentoParaCalculo,
): Promise<{ itens: Linha[]; resultado: ResultadoCalculo }> {
  const itens = d.kits ? await desmembrarKits(c, emitenteId, d.itens) : d.itens;
  if (d.predefinicao) await aplicarPredefinicao(c, emitenteId, d.cabecalho, itens, d.predefinicao.duplicatas);
  const comOrigem = d.origem ? comOrigemDosItens(itens, d.origem.gravados) : null;
  if (comOrigem && d.origem?.conferirSaldo) {
    const { chave, faturamentoId } = d.origem.conferirSaldo;
    await conferirSaldoDevolucao(c, emitenteId, comOrigem, chave, faturamentoId);
  }
  const resultado = d.destinatario
    ? await calcularParaDestinatario(c, emitenteId, d.destinatario, d.cabecalho, itens)
    : await calcularFaturamento(c, emitenteId, d.cabecalho, itens);
  if (d.conferirImportacao) conferirImportacao(resultado.itens, Number(d.cabecalho.finalidade ?? 1) === 1);
  if (comOrigem) await aplicarTributosDaOrigem(c, emitenteId, comOrigem, resultado);
  return { itens, resultado };
}
