/**
 * Baixa (recebimento/pagamento) e estorno de títulos — SPEC §7 `POST /v1/Receber/ReceberRegistros/`,
 * `POST /v1/Pagar/PagarRegistros/` e `GET /v1/{Receber|Pagar}/Estornar?guid_transacao`.
 *
 * Nada é alterado no lugar: cada baixa é uma linha nova de receber_pagamento/pagar_pagamento e o
 * estorno é outra linha, espelho negativo (estorno_de_id), com guid_transacao próprio. O cabeçalho
 * do título só acumula (valor_baixado) e muda de situação na mesma transação.
 *
 * Concorrência: os títulos são travados (SELECT ... FOR UPDATE, em ordem de id) antes de ler o
 * saldo; duas baixas simultâneas da mesma parcela esperam uma pela outra e a segunda vê o saldo já
 * reduzido (400 se não couber). A restrição CHECK (valor_baixado <= valor) é a segunda parede, e o
 * índice único em estorno_de_id impede estornar duas vezes a mesma linha.
 */
import { randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import type { Client } from '../../db/tenant.ts';
import { ApiError, ValidationError } from '../../http/envelope.ts';
import { dataIsoValida } from '../../../domain/financeiro/parcelas.ts';
import { formatarMoeda } from './formato.ts';
import { auditar } from '../auditoria/registro.ts';
import { fechadoAte, LADO, type Lado, periodoFechado, valorMonetario } from './titulos.ts';
import { dataDeHoje } from '../../../domain/relogio.ts';

type Erros = Record<string, string[]>;
const add = (e: Erros, k: string, m: string) => {
  (e[k] ??= []).push(m);
};

/** Uma parcela a baixar. `valor` (R$) = quanto do saldo do título é quitado (padrão: o saldo todo). */
export interface ItemBaixa {
  id: number;
  valor?: string | number;
  juros?: string | number;
  multa?: string | number;
  desconto?: string | number;
  data?: string;
  especie_id?: number | null;
  conta_bancaria_id?: number | null;
  observacao?: string | null;
}

/** Corpo de ReceberRegistros/PagarRegistros: valores do cabeçalho valem para as parcelas que não os trazem. */
export interface PedidoBaixa {
  /** ISO; padrão hoje (fuso do servidor) */
  data?: string;
  especie_id?: number | null;
  conta_bancaria_id?: number | null;
  observacao?: string | null;
  Registros: ItemBaixa[];
}

/** Resultado: o guid da transação (para estorno e recibo) e cada título depois da baixa. */
export interface ResultadoBaixa {
  guid_transacao: string;
  valor_total: string;
  Registros: Array<{
    id: number;
    pagamento_id: number;
    valor: string;
    juros: string;
    multa: string;
    desconto: string;
    valor_total: string;
    saldo: string;
    situacao: string;
  }>;
}

function inteiroOuNulo(v: unknown): number | null | undefined | 'x' {
  if (v === undefined) return undefined;
  if (v === null || v === '') return null;
  return Number.isSafeInteger(Number(v)) && Number(v) > 0 ? Number(v) : 'x';
}

/** Situação depois de mudar o acumulado. */
export function situacaoPor(valor: Decimal, baixado: Decimal): 'aberto' | 'parcial' | 'pago' {
  if (baixado.isZero()) return 'aberto';
  return baixado.greaterThanOrEqualTo(valor) ? 'pago' : 'parcial';
}

/** Confere que especie/conta bancária existem neste emitente (400 no campo quando não). */
async function conferirCadastros(
  c: Client,
  emitenteId: number,
  itens: Array<{ campo: string; tabela: 'especie' | 'conta_bancaria'; id: number }>,
  erros: Erros,
) {
  for (const it of itens) {
    const { rows } = await c.query(`SELECT 1 FROM ${it.tabela} WHERE emitente_id = $1 AND id = $2`, [emitenteId, it.id]);
    if (!rows[0]) add(erros, it.campo, it.tabela === 'especie' ? 'Espécie não encontrada' : 'Conta bancária não encontrada');
  }
}

/**
 * Baixa uma ou várias parcelas numa só transação (um guid_transacao).
 * Regras: parcela existe, está em aberto/parcial; 0 < valor <= saldo; desconto <= valor; juros,
 * multa e desconto >= 0 com 2 casas; data válida, não anterior à emissão e não futura.
 * `valor_total` de cada linha = valor + juros + multa - desconto (o dinheiro que entrou/saiu).
 * @throws ValidationError 400 com a chave do campo (`Registros[1].valor`, `data`...) — nada gravado.
 */
export async function baixar(c: Client, emitenteId: number, usuarioId: number, lado: Lado, corpo: unknown): Promise<ResultadoBaixa> {
  const L = LADO[lado];
  const b = (corpo ?? {}) as Partial<PedidoBaixa>;
  const erros: Erros = {};
  const lista = Array.isArray(b.Registros) ? b.Registros : null;
  if (!lista?.length) throw new ValidationError({ Registros: ['Informe ao menos uma parcela'] }, 'Registros: informe ao menos uma parcela.');
  if (lista.length > 500) throw new ValidationError({ Registros: ['No máximo 500 parcelas por vez'] }, 'Registros: no máximo 500 parcelas por vez.');
  const hoje = dataDeHoje();
  const dataPadrao = b.data ?? hoje;
  if (!dataIsoValida(dataPadrao)) add(erros, 'data', 'Data inválida (use AAAA-MM-DD)');
  const cadastros: Array<{ campo: string; tabela: 'especie' | 'conta_bancaria'; id: number }> = [];
  const cab = { especie_id: inteiroOuNulo(b.especie_id), conta_bancaria_id: inteiroOuNulo(b.conta_bancaria_id) };
  for (const [k, v] of Object.entries(cab)) {
    if (v === 'x') add(erros, k, 'Código inválido');
    else if (typeof v === 'number') cadastros.push({ campo: k, tabela: k === 'especie_id' ? 'especie' : 'conta_bancaria', id: v });
  }
  const vistos = new Set<number>();
  const itens = lista.map((raw, i) => {
    const it = (raw ?? {}) as ItemBaixa;
    const p = `Registros[${i}]`;
    const id = Number(it.id);
    if (!Number.isSafeInteger(id) || id <= 0) add(erros, `${p}.id`, 'Parcela inválida');
    else if (vistos.has(id)) add(erros, `${p}.id`, 'Parcela repetida na mesma baixa');
    vistos.add(id);
    const num = (campo: 'valor' | 'juros' | 'multa' | 'desconto') => {
      if (campo === 'valor' && (it.valor === undefined || it.valor === null || it.valor === '')) return null;
      const d = valorMonetario(it[campo], { zeroOk: campo !== 'valor' });
      if (typeof d === 'string') {
        add(erros, `${p}.${campo}`, d);
        return new Decimal(0);
      }
      return d;
    };
    const data = it.data ?? dataPadrao;
    if (it.data !== undefined && !dataIsoValida(it.data)) add(erros, `${p}.data`, 'Data inválida (use AAAA-MM-DD)');
    const extra = { especie_id: inteiroOuNulo(it.especie_id), conta_bancaria_id: inteiroOuNulo(it.conta_bancaria_id) };
    for (const [k, v] of Object.entries(extra)) {
      if (v === 'x') add(erros, `${p}.${k}`, 'Código inválido');
      else if (typeof v === 'number') cadastros.push({ campo: `${p}.${k}`, tabela: k === 'especie_id' ? 'especie' : 'conta_bancaria', id: v });
    }
    return {
      i,
      id,
      valor: num('valor'),
      juros: num('juros'),
      multa: num('multa'),
      desconto: num('desconto'),
      data,
      campoData: it.data !== undefined ? `${p}.data` : 'data',
      especie_id: extra.especie_id ?? cab.especie_id,
      conta_bancaria_id: extra.conta_bancaria_id ?? cab.conta_bancaria_id,
      observacao: typeof it.observacao === 'string' ? it.observacao.slice(0, 200) : typeof b.observacao === 'string' ? b.observacao.slice(0, 200) : null,
    };
  });
  if (Object.keys(erros).length) falhar(erros);
  await conferirCadastros(c, emitenteId, cadastros, erros);
  // trava os títulos em ordem de id (sem impasse entre duas baixas de várias parcelas)
  const ids = [...vistos].sort((a, z) => a - z);
  const { rows } = await c.query(
    `SELECT id, documento, situacao, emissao::text AS emissao, valor::text AS valor, valor_baixado::text AS valor_baixado, especie_id, conta_bancaria_id
       FROM ${L.tabela} WHERE emitente_id = $1 AND id = ANY($2::int[]) ORDER BY id FOR UPDATE`,
    [emitenteId, ids],
  );
  const porId = new Map(rows.map((r) => [r.id as number, r]));
  const fechado = await fechadoAte(c, emitenteId);
  for (const it of itens) {
    const p = `Registros[${it.i}]`;
    const t = porId.get(it.id);
    if (!t) {
      add(erros, `${p}.id`, `${L.rotulo} não encontrada`);
      continue;
    }
    if (t.situacao !== 'aberto' && t.situacao !== 'parcial') {
      add(erros, `${p}.id`, `Parcela ${t.documento} está ${t.situacao === 'pago' ? 'quitada' : t.situacao}; não aceita baixa`);
      continue;
    }
    const saldo = new Decimal(t.valor).minus(t.valor_baixado);
    const valor = it.valor ?? saldo;
    it.valor = valor;
    if (valor.greaterThan(saldo)) add(erros, `${p}.valor`, `Maior que o saldo em aberto (${formatarMoeda(saldo)})`);
    if (it.desconto?.greaterThan(valor)) add(erros, `${p}.desconto`, 'Desconto maior que o valor baixado');
    if (dataIsoValida(it.data)) {
      if (it.data < t.emissao) add(erros, it.campoData, `Anterior à emissão do título (${t.emissao.split('-').reverse().join('/')})`);
      if (it.data > hoje) add(erros, it.campoData, 'Data futura: a baixa registra o que já foi recebido/pago');
      if (fechado && it.data <= fechado) add(erros, it.campoData, periodoFechado(fechado));
    }
  }
  if (Object.keys(erros).length) falhar(erros);

  const guid = randomUUID();
  let totalGeral = new Decimal(0);
  const saida: ResultadoBaixa['Registros'] = [];
  for (const it of itens) {
    const t = porId.get(it.id)!;
    const valor = it.valor as Decimal;
    const juros = it.juros as Decimal;
    const multa = it.multa as Decimal;
    const desconto = it.desconto as Decimal;
    const total = valor.plus(juros).plus(multa).minus(desconto);
    totalGeral = totalGeral.plus(total);
    const baixado = new Decimal(t.valor_baixado).plus(valor);
    const situacao = situacaoPor(new Decimal(t.valor), baixado);
    const { rows: ins } = await c.query(
      `INSERT INTO ${L.baixas} (emitente_id, ${L.fk}, guid_transacao, tipo, data, valor, juros, multa, desconto, valor_total, especie_id, conta_bancaria_id, usuario_id, observacao)
       VALUES ($1, $2, $3, 'baixa', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
      [
        emitenteId,
        it.id,
        guid,
        it.data,
        valor.toFixed(2),
        juros.toFixed(2),
        multa.toFixed(2),
        desconto.toFixed(2),
        total.toFixed(2),
        (it.especie_id as number | null | undefined) ?? t.especie_id,
        (it.conta_bancaria_id as number | null | undefined) ?? t.conta_bancaria_id,
        usuarioId,
        it.observacao,
      ],
    );
    await c.query(`UPDATE ${L.tabela} SET valor_baixado = $3, situacao = $4 WHERE emitente_id = $1 AND id = $2`, [
      emitenteId,
      it.id,
      baixado.toFixed(2),
      situacao,
    ]);
    await auditar(c, {
      entidade: lado,
      acao: 'alterar',
      descricao: `Baixa de ${formatarMoeda(total)} na parcela ${t.documento} (transação ${guid})`,
      itens: [
        {
          registroId: it.id,
          antes: { valor_baixado: t.valor_baixado, situacao: t.situacao },
          depois: {
            valor_baixado: baixado.toFixed(2),
            situacao,
            baixa: { id: ins[0].id, data: it.data, valor: valor.toFixed(2), valor_total: total.toFixed(2) },
          },
        },
      ],
    });
    t.valor_baixado = baixado.toFixed(2);
    saida.push({
      id: it.id,
      pagamento_id: ins[0].id,
      valor: valor.toFixed(2),
      juros: juros.toFixed(2),
      multa: multa.toFixed(2),
      desconto: desconto.toFixed(2),
      valor_total: total.toFixed(2),
      saldo: new Decimal(t.valor).minus(baixado).toFixed(2),
      situacao,
    });
  }
  return { guid_transacao: guid, valor_total: totalGeral.toFixed(2), Registros: saida };
}

function falhar(erros: Erros): never {
  const [campo, msgs] = Object.entries(erros)[0];
  throw new ValidationError(erros, `${campo}: ${msgs[0]}`);
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Estorna exatamente a transação `guid`: para cada linha dela (baixa ou fechamento por
 * renegociação) grava o espelho negativo e devolve o título à situação anterior; os títulos que a
 * transação criou (renegociação, recorrência) são cancelados — só se ainda não tiverem baixa.
 * @returns o guid do estorno e os títulos afetados.
 * @throws ValidationError 400 (`guid_transacao`): inválido, inexistente, já estornado, é um estorno,
 *   ou os títulos criados por ela já têm baixa (estorne essas antes).
 */
export async function estornar(
  c: Client,
  emitenteId: number,
  usuarioId: number,
  lado: Lado,
  guid: unknown,
): Promise<{ guid_transacao: string; guid_estorno: string; titulos: number[]; cancelados: number[] }> {
  const L = LADO[lado];
  const erro = (m: string): never => {
    throw new ValidationError({ guid_transacao: [m] }, `guid_transacao: ${m}`);
  };
  if (typeof guid !== 'string' || !GUID.test(guid)) erro('Informe o guid_transacao da baixa (36 caracteres)');
  const g = guid as string;
  const { rows: linhas } = await c.query(
    `SELECT p.id, p.${L.fk} AS titulo_id, p.tipo, p.data::text AS data, p.valor::text AS valor, p.juros::text AS juros, p.multa::text AS multa,
            p.desconto::text AS desconto, p.valor_total::text AS valor_total, p.especie_id, p.conta_bancaria_id,
            EXISTS (SELECT 1 FROM ${L.baixas} e WHERE e.emitente_id = p.emitente_id AND e.estorno_de_id = p.id) AS estornada
       FROM ${L.baixas} p WHERE p.emitente_id = $1 AND p.guid_transacao = $2 ORDER BY p.id`,
    [emitenteId, g],
  );
  const { rows: criados } = await c.query(
    `SELECT id, documento, situacao, valor_baixado::text AS valor_baixado FROM ${L.tabela} WHERE emitente_id = $1 AND guid_origem = $2 ORDER BY id FOR UPDATE`,
    [emitenteId, g],
  );
  if (!linhas.length && !criados.length) erro('Transação não encontrada');
  if (linhas.some((l) => l.tipo === 'estorno')) erro('Esta transação é um estorno e não pode ser estornada');
  if (linhas.some((l) => l.estornada) || (criados.length && criados.every((t) => t.situacao === 'cancelado'))) erro('Transação já estornada');
  const comBaixa = criados.filter((t) => new Decimal(t.valor_baixado).greaterThan(0));
  if (comBaixa.length) erro(`Estorne antes as baixas dos títulos criados por esta transação (${comBaixa.map((t) => t.documento).join(', ')})`);

  const hoje = dataDeHoje();
  const fechado = await fechadoAte(c, emitenteId);
  if (fechado && (hoje <= fechado || linhas.some((l) => l.data <= fechado))) erro(`${periodoFechado(fechado)}: a transação não pode ser estornada`);
  const estornoGuid = randomUUID();
  const ids = [...new Set(linhas.map((l) => l.titulo_id as number))].sort((a, z) => a - z);
  const { rows: titulos } = await c.query(
    `SELECT id, documento, situacao, valor::text AS valor, valor_baixado::text AS valor_baixado FROM ${L.tabela}
      WHERE emitente_id = $1 AND id = ANY($2::int[]) ORDER BY id FOR UPDATE`,
    [emitenteId, ids],
  );
  const porId = new Map(titulos.map((t) => [t.id as number, t]));
  const antesDe = new Map(titulos.map((t) => [t.id as number, { valor_baixado: t.valor_baixado, situacao: t.situacao }]));
  const fechados = titulos.filter((t) => ['renegociado', 'cancelado'].includes(t.situacao) && linhas.some((l) => l.titulo_id === t.id && l.tipo === 'baixa'));
  if (fechados.length)
    erro(`Título ${fechados.map((t) => t.documento).join(', ')} foi renegociado ou cancelado depois desta baixa; estorne antes a renegociação`);
  for (const l of linhas) {
    const neg = (v: string) => new Decimal(v).negated().toFixed(2);
    await c.query(
      `INSERT INTO ${L.baixas} (emitente_id, ${L.fk}, guid_transacao, tipo, data, valor, juros, multa, desconto, valor_total, especie_id, conta_bancaria_id, estorno_de_id, usuario_id, observacao)
       VALUES ($1, $2, $3, 'estorno', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        emitenteId,
        l.titulo_id,
        estornoGuid,
        [hoje, l.data].sort()[1], // o estorno não fica antes da baixa
        neg(l.valor),
        neg(l.juros),
        neg(l.multa),
        neg(l.desconto),
        neg(l.valor_total),
        l.especie_id,
        l.conta_bancaria_id,
        l.id,
        usuarioId,
        `Estorno da transação ${g}`,
      ],
    );
    const t = porId.get(l.titulo_id)!;
    t.valor_baixado = new Decimal(t.valor_baixado).minus(l.valor).toFixed(2);
  }
  const trilha: Array<{ registroId: number; antes: Record<string, unknown>; depois: Record<string, unknown> }> = [];
  for (const t of titulos) {
    const situacao = situacaoPor(new Decimal(t.valor), new Decimal(t.valor_baixado));
    await c.query(`UPDATE ${L.tabela} SET valor_baixado = $3, situacao = $4 WHERE emitente_id = $1 AND id = $2`, [emitenteId, t.id, t.valor_baixado, situacao]);
    trilha.push({ registroId: t.id, antes: antesDe.get(t.id)!, depois: { valor_baixado: t.valor_baixado, situacao } });
  }
  const cancelados = criados.filter((t) => t.situacao !== 'cancelado').map((t) => t.id as number);
  if (cancelados.length) {
    await c.query(`UPDATE ${L.tabela} SET situacao = 'cancelado' WHERE emitente_id = $1 AND id = ANY($2::int[])`, [emitenteId, cancelados]);
    for (const t of criados.filter((x) => x.situacao !== 'cancelado'))
      trilha.push({ registroId: t.id, antes: { situacao: t.situacao }, depois: { situacao: 'cancelado' } });
  }
  await auditar(c, { entidade: lado, acao: 'alterar', descricao: `Estorno da transação ${g}`, itens: trilha });
  if (!linhas.length && !cancelados.length) throw new ApiError(400, 'Nada a estornar nesta transação.');
  return { guid_transacao: g, guid_estorno: estornoGuid, titulos: ids, cancelados };
}
