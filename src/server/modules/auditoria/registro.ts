/**
 * Trilha de auditoria: `registrarAuditoria(c, entrada)` grava UMA linha em
 * `auditoria` dentro da transação `c` de quem muda os dados — se a transação for desfeita, a linha
 * vai junto; se a gravação da auditoria falhar, a mudança é desfeita. Append-only: o papel erp_app
 * só tem SELECT e INSERT (migrations/1763700002300_auditoria.sql).
 *
 * Quem chama hoje: o repositório genérico (src/server/crud/repository.ts: incluir, alterar e excluir
 * de toda entidade do registro, com as listas filhas) e as ações fiscais da NF-e
 * (src/server/modules/nfe: transmitir, cancelar, CC-e, inutilizar). Outros módulos (estoque,
 * financeiro...) chamam a mesma função na transação deles, por exemplo:
 *
 *   await registrarAuditoria(c, { ctx, entidade: 'pagar', registroId: id, acao: 'alterar', antes, depois });
 *
 * Código fundo num módulo, que só recebe `c` e o emitente, usa {@link auditar}: o `ctx` vem da
 * transação aberta por withTenant em `c` (contextoDaTransacao). Assim gravam uma linha por registro
 * afetado, com a diferença antes/depois numa alteração: baixa, estorno e renegociação de títulos
 * (financeiro/baixas.ts, renegociacao.ts), títulos lançados ou cancelados por nota, pedido, compra
 * ou PDV (financeiro/titulos.ts, pedidos/situacao.ts), movimentos de estoque de qualquer origem
 * (estoque/lancamento.ts: um por linha do razão; o saldo em `estoque` é derivado dele), grade
 * (estoque/grade.ts), imagens de produto (estoque/imagens.ts), situação do pedido, fornecedor criado e
 * item vinculado na importação de compra, troca de tributação em lote e senha/e-mail do usuário (sem
 * o hash).
 *
 * Fora da trilha, de propósito (não são dados de negócio que alguém altera; auditá-los só encheria
 * a tabela ou, nos efeitos de uma gravação já auditada, daria duas linhas para um ato):
 * - técnicas: sessao_usuario e usuario_senha_token (sessões e links de senha, trocados a cada
 *   login), tarefa (fila de jobs), controle_edicao (trava de edição concorrente), caches de
 *   consultas externas (consulta_cnpj, consulta_cadastro_sefaz, compra_dfe_manifesto_ultima_consulta,
 *   ibpt/ibpt_arquivo/versao_tabela_ibpt), contadores (serie_documento: numeração), XML guardado
 *   (documento_fiscal_xml, compra_xml, compra_dfe_xml: o documento da ação fiscal já auditada),
 *   generator (gerador de código), auditoria (a própria retenção) e ajuda_imagem (conteúdo da ajuda);
 * - efeitos de uma gravação do CRUD genérico dentro dos hooks dela (ex.: tirar `padrao` do local de
 *   estoque anterior em regras-cadastro.ts, do modelo de etiqueta em etiquetas.ts, da capa anterior
 *   em imagens.ts): a linha do registro gravado representa o ato;
 * - derivados, auditados pela linha do ato que os mudou: o saldo em `estoque` (o movimento), as
 *   reservas em estoque_reserva (seguem a situação/itens do pedido, auditados), o vínculo
 *   compra_item_relacionamento_fornecedor (o item vinculado).
 *
 * Segredos (senha, CSRT, certificado, token: {@link ehSegredo}) nunca são gravados: a linha diz só
 * que o campo mudou, com {@link VALOR_OCULTO} antes e {@link VALOR_OCULTO_NOVO} depois.
 *
 * O IP vem de `entrada.ip` ou, quando omitido, da requisição HTTP em curso (guardado por
 * {@link registrarContextoAuditoria} num AsyncLocalStorage); tarefas em segundo plano ficam sem IP.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { type Client, contextoDaTransacao, type TenantContext } from '../../db/tenant.ts';

/** Ações registradas (coluna `acao`, CHECK na tabela). */
export type AcaoAuditoria = 'incluir' | 'alterar' | 'excluir' | 'transmitir' | 'cancelar' | 'carta_correcao' | 'inutilizar' | 'outra';

export interface EntradaAuditoria {
  /** Quem age: usuário, cadeia e a empresa da transação (a mesma passada a withTenant). */
  ctx: TenantContext;
  /** Id da entidade no registro (ex.: 'cliente', 'faturamento') ou nome do módulo. Até 60 caracteres. */
  entidade: string;
  /** Chave do registro afetado (número ou texto; gravado como texto, até 255 caracteres). */
  registroId: unknown;
  acao: AcaoAuditoria;
  /**
   * Registro antes da mudança (alterar/excluir). Em 'alterar' só os campos que mudaram são
   * gravados (comparação por valor JSON); nas demais ações, como veio.
   */
  antes?: Record<string, unknown> | null;
  /** Registro depois da mudança (incluir/alterar) ou o resultado da ação fiscal. */
  depois?: Record<string, unknown> | null;
  /** Texto curto para a tela (ex.: 'Rejeição 539: Duplicidade de NF-e'); até 300 caracteres. */
  descricao?: string | null;
  /** IP do cliente; omitido = o da requisição HTTP em curso. */
  ip?: string | null;
}

/** Campos que mudam a cada gravação sem serem dados do usuário: fora da diferença de uma alteração. */
const IGNORADOS_NA_DIFERENCA = new Set(['alterado_em']);

const igual = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Só o que mudou entre dois registros: `{ antes: {campo: valor antigo}, depois: {campo: valor novo} }`,
 * com as mesmas chaves dos dois lados (campo ausente de um lado = null). Listas filhas (arrays) são
 * comparadas inteiras. Campos técnicos (`alterado_em`) não contam.
 */
export function diferenca(
  antes: Record<string, unknown>,
  depois: Record<string, unknown>,
): { antes: Record<string, unknown>; depois: Record<string, unknown> } {
  const a: Record<string, unknown> = {};
  const d: Record<string, unknown> = {};
  for (const k of new Set([...Object.keys(antes), ...Object.keys(depois)])) {
    if (IGNORADOS_NA_DIFERENCA.has(k) || igual(antes[k], depois[k])) continue;
    a[k] = antes[k] ?? null;
    d[k] = depois[k] ?? null;
  }
  return { antes: a, depois: d };
}

/** O que a trilha grava no lugar de um segredo (senha, CSRT, certificado, token). */
export const VALOR_OCULTO = '••••••';
/** O lado "depois" de um segredo trocado numa alteração (diferente do "antes", para a tela marcar a mudança). */
export const VALOR_OCULTO_NOVO = `${VALOR_OCULTO} (novo)`;

/**
 * Nomes de campos que guardam segredos: o valor nunca vai para a trilha, só o fato de ter mudado
 * (senha e senha_certificado, csrt/resp_tec_csrt — não o resp_tec_id_csrt, que é só o número —, token,
 * segredo/secret, pfx, *_cifrad*).
 */
const SEGREDO = /(^|_)(senha|password|segredo|secret|token|pfx)(_|$)|cifrad|(^|_)(?<!id_)csrt$/i;

/** Respostas de {@link ehSegredo} já calculadas, por nome de campo (nomes vêm do código e do registro). */
const segredoPorNome = new Map<string, boolean>();
/** Teto de {@link segredoPorNome}: passado dele, a memória recomeça vazia. */
const MAX_NOMES_MEMORIZADOS = 10_000;

/** Se o campo `nome` guarda um segredo (valor mascarado na trilha); a expressão roda uma vez por nome. */
export function ehSegredo(nome: string): boolean {
  let sim = segredoPorNome.get(nome);
  if (sim === undefined) {
    sim = SEGREDO.test(nome);
    if (segredoPorNome.size >= MAX_NOMES_MEMORIZADOS) segredoPorNome.clear();
    segredoPorNome.set(nome, sim);
  }
  return sim;
}

/**
 * Cópia de `registro` com os segredos trocados por {@link VALOR_OCULTO} (null fica null, para a
 * tela ver "não havia" / "foi apagado"); `novo` usa {@link VALOR_OCULTO_NOVO} (o lado "depois" de
 * uma alteração). Só o 1º nível: listas filhas de cadastros não guardam segredos.
 */
export function ocultarSegredos(registro: Record<string, unknown> | null, novo = false): Record<string, unknown> | null {
  if (!registro) return registro;
  let copia: Record<string, unknown> | null = null;
  for (const k of Object.keys(registro)) {
    if (!ehSegredo(k)) continue;
    const v = registro[k];
    if (v === null || v === undefined || v === VALOR_OCULTO || v === VALOR_OCULTO_NOVO) continue;
    copia ??= { ...registro };
    copia[k] = novo ? VALOR_OCULTO_NOVO : VALOR_OCULTO;
  }
  return copia ?? registro;
}

const requisicao = new AsyncLocalStorage<{ ip: string | null }>();

/**
 * Guarda o IP de cada requisição para {@link registrarAuditoria} (hook preValidation: roda depois da
 * leitura do corpo e antes da autenticação e do handler, que herdam o contexto). Com TRUST_PROXY, é
 * o IP do X-Forwarded-For confiável, como no resto do servidor.
 */
export function registrarContextoAuditoria(app: FastifyInstance): void {
  app.addHook('preValidation', (req, _reply, done) => {
    requisicao.run({ ip: req.ip ?? null }, done);
  });
}

/** IP da requisição HTTP em curso, ou null fora de uma. */
export function ipDaRequisicao(): string | null {
  return requisicao.getStore()?.ip ?? null;
}

/**
 * Grava uma linha de auditoria na transação `c` (sempre uma por chamada).
 * @throws o erro do banco (ex.: RLS quando `ctx` não é o da transação) — a transação de quem chamou é desfeita.
 */
export async function registrarAuditoria(c: Client, e: EntradaAuditoria): Promise<void> {
  let antes = e.antes ?? null;
  let depois = e.depois ?? null;
  if (e.acao === 'alterar' && antes && depois) ({ antes, depois } = diferenca(antes, depois));
  antes = ocultarSegredos(antes);
  depois = ocultarSegredos(depois, e.acao === 'alterar' && !!antes);
  const ctx = e.ctx;
  const login = (ctx as { login?: unknown }).login;
  const ip = e.ip !== undefined ? e.ip : ipDaRequisicao();
  await c.query(
    `INSERT INTO auditoria (usuario_id, usuario_login, emitente_id, distribuidor_master_id, distribuidor_id, revenda_id, ip, entidade, registro_id, acao, descricao, antes, depois)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      ctx.usuarioId,
      typeof login === 'string' ? login.slice(0, 100) : null,
      ctx.emitenteId,
      ctx.masterId,
      ctx.distribuidorId,
      ctx.revendaId,
      ip ? ip.slice(0, 45) : null,
      e.entidade.slice(0, 60),
      e.registroId === null || e.registroId === undefined ? null : String(e.registroId).slice(0, 255),
      e.acao,
      e.descricao ? e.descricao.slice(0, 300) : null,
      antes === null ? null : JSON.stringify(antes),
      depois === null ? null : JSON.stringify(depois),
    ],
  );
}

/**
 * Várias linhas de uma vez (importação de planilha: uma por registro incluído), com o mesmo quem,
 * quando, IP, entidade e ação — um INSERT só. Mesmas regras de {@link registrarAuditoria}.
 */
export async function registrarAuditoriaEmLote(
  c: Client,
  e: Omit<EntradaAuditoria, 'registroId' | 'antes' | 'depois'> & {
    itens: Array<{ registroId: unknown; antes?: Record<string, unknown> | null; depois?: Record<string, unknown> | null }>;
  },
): Promise<void> {
  if (!e.itens.length) return;
  const ctx = e.ctx;
  const login = (ctx as { login?: unknown }).login;
  const ip = e.ip !== undefined ? e.ip : ipDaRequisicao();
  const json = (v: Record<string, unknown> | null | undefined, novo = false) =>
    v === null || v === undefined ? null : JSON.stringify(ocultarSegredos(v, novo));
  await c.query(
    `INSERT INTO auditoria (usuario_id, usuario_login, emitente_id, distribuidor_master_id, distribuidor_id, revenda_id, ip, entidade, acao, descricao, registro_id, antes, depois)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, x.r, x.a::jsonb, x.d::jsonb FROM unnest($11::text[], $12::text[], $13::text[]) AS x(r, a, d)`,
    [
      ctx.usuarioId,
      typeof login === 'string' ? login.slice(0, 100) : null,
      ctx.emitenteId,
      ctx.masterId,
      ctx.distribuidorId,
      ctx.revendaId,
      ip ? ip.slice(0, 45) : null,
      e.entidade.slice(0, 60),
      e.acao,
      e.descricao ? e.descricao.slice(0, 300) : null,
      e.itens.map((i) => (i.registroId === null || i.registroId === undefined ? null : String(i.registroId).slice(0, 255))),
      e.itens.map((i) => json(i.antes)),
      e.itens.map((i) => json(i.depois, e.acao === 'alterar' && !!i.antes)),
    ],
  );
}

/**
 * {@link registrarAuditoria} para quem só tem `c`: o `ctx` é o da transação withTenant aberta em `c`.
 * Fora de uma (carga de demonstração e migrações, que rodam como dono, sem usuário agindo) não grava
 * nada. `itens` com mais de um registro vão num INSERT só ({@link registrarAuditoriaEmLote}).
 */
export async function auditar(
  c: Client,
  e: Omit<EntradaAuditoria, 'ctx' | 'registroId' | 'antes' | 'depois'> & {
    itens: Array<{ registroId: unknown; antes?: Record<string, unknown> | null; depois?: Record<string, unknown> | null }>;
  },
): Promise<void> {
  const ctx = contextoDaTransacao(c);
  if (!ctx || !e.itens.length) return;
  if (e.itens.length === 1) {
    const [i] = e.itens;
    await registrarAuditoria(c, { ...e, ctx, registroId: i.registroId, antes: i.antes, depois: i.depois });
    return;
  }
  if (e.acao === 'alterar') {
    e = { ...e, itens: e.itens.map((i) => (i.antes && i.depois ? { registroId: i.registroId, ...diferenca(i.antes, i.depois) } : i)) };
  }
  await registrarAuditoriaEmLote(c, { ...e, ctx });
}
