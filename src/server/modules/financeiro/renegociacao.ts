/**
 * Recorrência (`ReplicarRegistros/`) e renegociação (`RenegociarRegistros/`) de títulos — SPEC §7.
 *
 * - Replicar: copia um título N vezes, mês a mês (aluguel, mensalidade) ou a cada X dias; as cópias
 *   levam `origem = 'replicacao'` e `guid_origem` = o guid_transacao devolvido. Estornar esse guid
 *   cancela as cópias (se nenhuma tiver baixa).
 * - Renegociar: junta parcelas em aberto do MESMO cliente/fornecedor num novo plano. Cada parcela
 *   antiga recebe uma linha 'renegociacao' (fecha o saldo sem dinheiro: valor_total 0) e passa a
 *   'renegociado'; as novas levam `origem = 'renegociacao'` e o mesmo guid em `guid_origem` — o elo
 *   do histórico nos dois sentidos. Estornar o guid reabre as antigas e cancela as novas.
 */
import { randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import type { Client } from '../../db/tenant.ts';
import { ValidationError } from '../../http/envelope.ts';
import { dataIsoValida, dividirEmParcelas, somarDias, somarMeses } from '../../../domain/financeiro/parcelas.ts';
import { auditar } from '../auditoria/registro.ts';
import { dataDeHoje } from '../../../domain/relogio.ts';
import { fechadoAte, LADO, type Lado, lancarTitulos, periodoFechado, valorMonetario } from './titulos.ts';

type Erros = Record<string, string[]>;
function falhar(erros: Erros): never {
  const [campo, msgs] = Object.entries(erros)[0];
  throw new ValidationError(erros, `${campo}: ${msgs[0]}`);
}
const inteiro = (v: unknown, min: number, max: number) => (Number.isSafeInteger(Number(v)) && Number(v) >= min && Number(v) <= max ? Number(v) : null);

/** Sufixo de recorrência de um documento ("rec. 2/12"), para tirar antes de numerar de novo. */
const SUFIXO_RECORRENCIA = /\s+rec\.\s*\d+\/\d+$/;

/**
 * Documento de uma cópia da recorrência: "{documento} rec. {n}/{total}" (ex.: "Aluguel rec. 2/12",
 * "NF 1234/1-001 rec. 3/3"). A ocorrência 1 é o título original; as cópias são 2..total. Separado
 * da parcela (a coluna parcela/total_parcelas da cópia é a do original): a série de uma
 * mensalidade não se confunde com as parcelas de uma venda — como a "Recorrência 2 de 12" do Conta
 * Azul e a "repetição" do Bling, que numeram à parte. Replicar uma cópia
 * renumera a partir do documento sem o sufixo antigo. Cabe em 60 caracteres (corta o documento).
 */
export function documentoDaRecorrencia(documento: string, n: number, total: number): string {
  const sufixo = ` rec. ${n}/${total}`;
  return `${documento
    .replace(SUFIXO_RECORRENCIA, '')
    .trim()
    .slice(0, 60 - sufixo.length)}${sufixo}`;
}

/**
 * `{ id, quantidade (1..120), intervalo_meses? (padrão 1), intervalo_dias? }` — cria `quantidade`
 * cópias do título `id` com vencimentos sucessivos (meses: mesmo dia, limitado ao fim do mês).
 * @returns guid_transacao e ids das cópias.
 * @throws ValidationError 400 no campo.
 */
export async function replicar(
  c: Client,
  emitenteId: number,
  lado: Lado,
  corpo: unknown,
): Promise<{ guid_transacao: string; ids: number[]; vencimentos: string[] }> {
  const L = LADO[lado];
  const b = (corpo ?? {}) as Record<string, unknown>;
  const erros: Erros = {};
  const id = inteiro(b.id, 1, 2 ** 31 - 1);
  const qtd = inteiro(b.quantidade, 1, 120);
  const meses = b.intervalo_dias === undefined || b.intervalo_dias === null ? (inteiro(b.intervalo_meses ?? 1, 1, 12) ?? -1) : 0;
  const dias = meses === 0 ? inteiro(b.intervalo_dias, 1, 365) : 0;
  if (!id) erros.id = ['Informe o título a replicar'];
  if (!qtd) erros.quantidade = ['Informe de 1 a 120 repetições'];
  if (meses === -1) erros.intervalo_meses = ['Informe de 1 a 12 meses'];
  if (dias === null) erros.intervalo_dias = ['Informe de 1 a 365 dias'];
  if (Object.keys(erros).length) falhar(erros);
  const { rows } = await c.query(
    `SELECT *, emissao::text AS emissao_t, vencimento::text AS vencimento_t, valor::text AS valor_t FROM ${L.tabela} WHERE emitente_id = $1 AND id = $2`,
    [emitenteId, id],
  );
  const t = rows[0];
  if (!t) falhar({ id: [`${L.rotulo} não encontrada`] });
  if (t.situacao === 'cancelado') falhar({ id: ['Título cancelado não pode ser replicado'] });
  const guid = randomUUID();
  const vencimentos = Array.from({ length: qtd! }, (_, k) =>
    meses ? somarMeses(t.vencimento_t, (k + 1) * meses) : somarDias(t.vencimento_t, (k + 1) * dias!),
  );
  const ids = await lancarTitulos(
    c,
    emitenteId,
    lado,
    vencimentos.map((v, k) => ({
      documento: documentoDaRecorrencia(t.documento, k + 2, qtd! + 1),
      parcela: t.parcela,
      total_parcelas: t.total_parcelas,
      pessoa_id: t[L.pessoa],
      descricao: t.descricao,
      emissao: [dataDeHoje(), t.emissao_t].sort()[0],
      vencimento: v,
      valor: t.valor_t,
      conta_id: t.conta_id,
      custo_id: t.custo_id,
      especie_id: t.especie_id,
      conta_bancaria_id: t.conta_bancaria_id,
      origem: 'replicacao' as const,
      origem_id: t.id,
      guid_origem: guid,
      observacao: t.observacao,
    })),
  );
  return { guid_transacao: guid, ids, vencimentos };
}

/**
 * `{ Registros: [ids], parcelas (1..120), primeiro_vencimento (ISO), intervalo_dias? (30 = mensal),
 *    acrescimo? (R$), desconto? (R$), documento?, data? }` — fecha os saldos das parcelas e cria o
 * novo plano com total = soma dos saldos + acréscimo - desconto, dividido ao centavo.
 * @throws ValidationError 400 no campo (parcela não aberta, pessoas diferentes, desconto maior que
 *   o total, vencimento anterior à data).
 */
export async function renegociar(
  c: Client,
  emitenteId: number,
  usuarioId: number,
  lado: Lado,
  corpo: unknown,
): Promise<{ guid_transacao: string; total: string; fechados: number[]; ids: number[] }> {
  const L = LADO[lado];
  const b = (corpo ?? {}) as Record<string, unknown>;
  const erros: Erros = {};
  const lista = Array.isArray(b.Registros) ? b.Registros.map((x) => Number(typeof x === 'object' && x ? (x as { id?: unknown }).id : x)) : [];
  if (!lista.length || lista.some((x) => !Number.isSafeInteger(x) || x <= 0)) erros.Registros = ['Informe as parcelas a renegociar'];
  else if (new Set(lista).size !== lista.length) erros.Registros = ['Parcela repetida'];
  const n = inteiro(b.parcelas, 1, 120);
  if (!n) erros.parcelas = ['Informe de 1 a 120 parcelas'];
  const hoje = dataDeHoje();
  const data = (b.data as string | undefined) ?? hoje;
  if (!dataIsoValida(data)) erros.data = ['Data inválida (use AAAA-MM-DD)'];
  const primeiro = b.primeiro_vencimento as string;
  if (!dataIsoValida(primeiro)) erros.primeiro_vencimento = ['Data inválida (use AAAA-MM-DD)'];
  else if (dataIsoValida(data) && primeiro < data) erros.primeiro_vencimento = ['Anterior à data da renegociação'];
  const intervalo = b.intervalo_dias === undefined ? 30 : inteiro(b.intervalo_dias, 1, 365);
  if (!intervalo) erros.intervalo_dias = ['Informe de 1 a 365 dias'];
  const acrescimo = valorMonetario(b.acrescimo, { zeroOk: true });
  const desconto = valorMonetario(b.desconto, { zeroOk: true });
  if (typeof acrescimo === 'string') erros.acrescimo = [acrescimo];
  if (typeof desconto === 'string') erros.desconto = [desconto];
  if (Object.keys(erros).length) falhar(erros);
  const fechado = await fechadoAte(c, emitenteId);
  if (fechado && data <= fechado) falhar({ data: [periodoFechado(fechado)] });
  const { rows } = await c.query(
    `SELECT id, documento, situacao, ${L.pessoa} AS pessoa, emissao::text AS emissao, valor::text AS valor, valor_baixado::text AS valor_baixado,
            conta_id, custo_id, especie_id, conta_bancaria_id
       FROM ${L.tabela} WHERE emitente_id = $1 AND id = ANY($2::int[]) ORDER BY id FOR UPDATE`,
    [emitenteId, lista],
  );
  const porId = new Map(rows.map((r) => [r.id as number, r]));
  lista.forEach((id, i) => {
    const t = porId.get(id);
    if (!t) erros[`Registros[${i}]`] = [`${L.rotulo} não encontrada`];
    else if (t.situacao !== 'aberto' && t.situacao !== 'parcial') erros[`Registros[${i}]`] = [`Parcela ${t.documento} não está em aberto`];
    else if (t.emissao > data) erros.data = [`Anterior à emissão da parcela ${t.documento}`];
  });
  if (new Set(rows.map((r) => r.pessoa)).size > 1) erros.Registros = [`Parcelas de ${lado === 'receber' ? 'clientes' : 'fornecedores'} diferentes`];
  if (Object.keys(erros).length) falhar(erros);
  const saldos = rows.map((t) => new Decimal(t.valor).minus(t.valor_baixado));
  const soma = saldos.reduce((a, s) => a.plus(s), new Decimal(0));
  const total = soma.plus(acrescimo as Decimal).minus(desconto as Decimal);
  if (total.lessThanOrEqualTo(0)) falhar({ desconto: ['Desconto maior ou igual ao total renegociado'] });

  const guid = randomUUID();
  for (const [k, t] of rows.entries()) {
    await c.query(
      `INSERT INTO ${L.baixas} (emitente_id, ${L.fk}, guid_transacao, tipo, data, valor, valor_total, usuario_id, observacao)
       VALUES ($1, $2, $3, 'renegociacao', $4, $5, 0, $6, $7)`,
      [emitenteId, t.id, guid, data, saldos[k].toFixed(2), usuarioId, `Renegociada em ${n} parcela(s)`],
    );
    await c.query(`UPDATE ${L.tabela} SET valor_baixado = valor, situacao = 'renegociado' WHERE emitente_id = $1 AND id = $2`, [emitenteId, t.id]);
  }
  await auditar(c, {
    entidade: lado,
    acao: 'alterar',
    descricao: `Renegociada em ${n} parcela(s) (transação ${guid})`,
    itens: rows.map((t) => ({
      registroId: t.id,
      antes: { valor_baixado: t.valor_baixado, situacao: t.situacao },
      depois: { valor_baixado: new Decimal(t.valor).toFixed(2), situacao: 'renegociado' },
    })),
  });
  const base = rows[0];
  const documento = typeof b.documento === 'string' && b.documento.trim() ? b.documento.trim().slice(0, 60) : `REN-${base.documento}`.slice(0, 60);
  const valores = dividirEmParcelas(total, n!);
  const ids = await lancarTitulos(
    c,
    emitenteId,
    lado,
    valores.map((v, i) => ({
      documento,
      parcela: i + 1,
      total_parcelas: n!,
      pessoa_id: base.pessoa,
      descricao: `Renegociação de ${rows.map((r) => r.documento).join(', ')}`.slice(0, 200),
      emissao: data,
      vencimento: intervalo === 30 ? somarMeses(primeiro, i) : somarDias(primeiro, i * intervalo!),
      valor: v,
      conta_id: base.conta_id,
      custo_id: base.custo_id,
      especie_id: base.especie_id,
      conta_bancaria_id: base.conta_bancaria_id,
      origem: 'renegociacao' as const,
      guid_origem: guid,
    })),
  );
  return { guid_transacao: guid, total: total.toFixed(2), fechados: rows.map((r) => r.id), ids };
}
