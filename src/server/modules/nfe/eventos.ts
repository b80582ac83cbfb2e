/**
 * Eventos da NF-e e inutilização: cancelamento (110111), Carta de Correção (110110) e
 * inutilização de faixa. O XML enviado e o recebido são gravados em `documento_fiscal_xml`; o
 * procEventoNFe/procInutNFe também no arquivo de XML.
 */
import { erroPrazoCancelamento } from '../../../fiscal/nfe/validacao-local.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { withTenant, type TenantContext } from '../../db/tenant.ts';
import { ApiError, ValidationError, notFound } from '../../http/envelope.ts';
import { SefazError, type ResultadoEvento } from '../../../fiscal/sefaz/index.ts';
import { clienteDoEmitente, type RespostaNFe } from './nota-sefaz.ts';
import { mensagemFalhaSefaz } from '../../../fiscal/sefaz/mensagem-falha.ts';
import { svcDaNota } from './contingencia.ts';
import { anomesDaChave, arquivarXml, registrarXml } from './xml-log.ts';
import { notificarCicloNFe } from './ciclo.ts';
import { registrarAuditoria } from '../auditoria/registro.ts';
import { dataDeHoje } from '../../../domain/relogio.ts';
import { inutilizarFaixaDeNotas, mudarSituacaoNota } from './situacao-nota.ts';

const REGISTRADO = new Set(['135', '136', '155']);
const normalizar = (s: unknown) =>
  String(s ?? '')
    .trim()
    .replace(/\s+/g, ' ');

async function chamar<T>(f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (e) {
    if (e instanceof SefazError) {
      if (e.codigo === 'validacao') throw new ApiError(400, e.message);
      throw new ApiError(502, `${mensagemFalhaSefaz(e)} Tente novamente.`);
    }
    throw e;
  }
}

export interface ResultadoEventoNota {
  situacao: string;
  cStat: string | null;
  xMotivo: string | null;
  protocolo: string | null;
  sequencia: number;
  chave: string;
}

/** CancelarNota?nota&justificativa. */
export async function cancelarNota(
  db: Database,
  config: Config,
  ctx: TenantContext,
  faturamentoId: number,
  justificativa: unknown,
): Promise<RespostaNFe<ResultadoEventoNota>> {
  const just = normalizar(justificativa);
  if (just.length < 15 || just.length > 255) {
    throw new ValidationError(
      { justificativa: ['A justificativa deve ter de 15 a 255 caracteres'] },
      'A justificativa do cancelamento deve ter de 15 a 255 caracteres.',
    );
  }
  const emitenteId = ctx.emitenteId!;
  const pre = await withTenant(db, ctx, async (c) => {
    const { rows } = await c.query(
      `SELECT f.id, f.situacao, f.chave, f.modelo, n.protocolo, n.data_autorizacao FROM faturamento f LEFT JOIN faturamento_nfe n ON n.emitente_id = f.emitente_id AND n.faturamento_id = f.id
        WHERE f.emitente_id = $1 AND f.id = $2 FOR UPDATE OF f`,
      [emitenteId, faturamentoId],
    );
    const f = rows[0];
    if (!f) throw notFound('Nota (faturamento) não encontrada.');
    if (f.situacao !== 'autorizada') throw new ApiError(400, 'Somente notas autorizadas podem ser canceladas.', { situacao: ['A nota não está autorizada'] });
    if (!f.protocolo) throw new ApiError(400, 'Protocolo de autorização da nota não encontrado.');
    // prazo do cancelamento (validacao-local.ts): além do limite a SEFAZ rejeitaria (501/220)
    const prazo = f.data_autorizacao ? erroPrazoCancelamento(String(f.modelo ?? '55'), new Date(f.data_autorizacao), new Date()) : undefined;
    if (prazo) throw new ApiError(400, prazo.mensagem, { [prazo.campo]: [prazo.mensagem] });
    const { rows: s } = await c.query(
      `SELECT COALESCE(max(sequencia), 0) + 1 AS seq FROM faturamento_evento WHERE emitente_id = $1 AND faturamento_id = $2 AND tipo = '110111'`,
      [emitenteId, faturamentoId],
    );
    const { cliente, emitente } = await clienteDoEmitente(c, config, emitenteId, await svcDaNota(c, emitenteId, f.chave));
    return { f, cliente, emitente, seq: Number(s[0].seq) };
  });
  const r: ResultadoEvento = await chamar(() => pre.cliente.cancelar({ chave: pre.f.chave, nProt: pre.f.protocolo, xJust: just, nSeqEvento: pre.seq }));
  return withTenant(db, ctx, async (c) => {
    const ev = r.evento;
    const cStat = ev?.cStat ?? r.cStat;
    const xMotivo = ev?.xMotivo ?? r.xMotivo;
    await registrarXml(c, emitenteId, { faturamentoId, chave: pre.f.chave, tipo: 'evento-envio', xml: r.requestXml });
    await registrarXml(c, emitenteId, { faturamentoId, chave: pre.f.chave, tipo: 'evento-retorno', xml: r.responseXml, cstat: cStat });
    const dados = { chave: pre.f.chave, sequencia: pre.seq, cStat, xMotivo, protocolo: ev?.nProt ?? null, situacao: 'autorizada' };
    const cancelou = REGISTRADO.has(cStat) && !!r.procEventoNFe;
    await registrarAuditoria(c, {
      ctx,
      entidade: 'faturamento',
      registroId: faturamentoId,
      acao: 'cancelar',
      antes: { situacao: 'autorizada' },
      depois: { ...dados, situacao: cancelou ? 'cancelada' : 'autorizada', justificativa: just },
      descricao: `${cStat} - ${xMotivo}`,
    });
    if (cancelou && r.procEventoNFe) {
      await registrarXml(c, emitenteId, { faturamentoId, chave: pre.f.chave, tipo: 'procEvento', xml: r.procEventoNFe, cstat: cStat });
      await arquivarXml(config, pre.emitente.cnpj, anomesDaChave(pre.f.chave), `${pre.f.chave}-procEventoNFe-110111-${pre.seq}.xml`, r.procEventoNFe);
      await c.query(
        `INSERT INTO faturamento_evento (emitente_id, faturamento_id, tipo, sequencia, protocolo, cstat, xml, justificativa) VALUES ($1, $2, '110111', $3, $4, $5, $6, $7)`,
        [emitenteId, faturamentoId, pre.seq, ev?.nProt ?? null, cStat, r.procEventoNFe, just],
      );
      await mudarSituacaoNota(c, emitenteId, faturamentoId, 'cancelada');
      await notificarCicloNFe(c, emitenteId, faturamentoId, 'cancelada');
      await c.query(`UPDATE faturamento_nfe SET cstat = $3, xmotivo = $4, alterado_em = now() WHERE emitente_id = $1 AND faturamento_id = $2`, [
        emitenteId,
        faturamentoId,
        cStat,
        xMotivo,
      ]);
      return { http: 200, sucesso: true, mensagem: `Cancelamento registrado (protocolo ${ev?.nProt}).`, dados: { ...dados, situacao: 'cancelada' } };
    }
    return { http: 200, sucesso: false, mensagem: `Rejeição ${cStat}: ${xMotivo}`, dados };
  });
}

/** TransmitirCCeNFe?id: transmite a Carta de Correção `id` (sequência alocada por nota, 1..20). */
export async function transmitirCCe(db: Database, config: Config, ctx: TenantContext, id: number): Promise<RespostaNFe<ResultadoEventoNota>> {
  const emitenteId = ctx.emitenteId!;
  const pre = await withTenant(db, ctx, async (c) => {
    const { rows } = await c.query(`SELECT * FROM carta_correcao_nfe WHERE emitente_id = $1 AND id = $2 FOR UPDATE`, [emitenteId, id]);
    const cce = rows[0];
    if (!cce) throw notFound('Carta de Correção não encontrada.');
    if (cce.situacao === 'registrada') throw new ApiError(400, 'Esta Carta de Correção já foi registrada.');
    const correcao = normalizar(cce.correcao);
    if (correcao.length < 15 || correcao.length > 1000) throw new ValidationError({ correcao: ['A correção deve ter de 15 a 1000 caracteres'] });
    const { rows: fr } = await c.query(`SELECT id, situacao, chave FROM faturamento WHERE emitente_id = $1 AND id = $2 FOR UPDATE`, [
      emitenteId,
      cce.faturamento_id,
    ]);
    const f = fr[0];
    if (!f) throw notFound('Nota (faturamento) não encontrada.');
    if (f.situacao !== 'autorizada') throw new ApiError(400, 'A Carta de Correção só pode ser emitida para nota autorizada.');
    let seq: number = cce.sequencia;
    if (!seq) {
      const { rows: s } = await c.query(
        `SELECT GREATEST(COALESCE((SELECT max(sequencia) FROM carta_correcao_nfe WHERE emitente_id = $1 AND faturamento_id = $2), 0),
                         COALESCE((SELECT max(sequencia) FROM faturamento_evento WHERE emitente_id = $1 AND faturamento_id = $2 AND tipo = '110110'), 0)) + 1 AS seq`,
        [emitenteId, f.id],
      );
      seq = Number(s[0].seq);
      if (seq > 20) throw new ApiError(400, 'A nota já tem 20 Cartas de Correção (limite da SEFAZ).');
      await c.query(`UPDATE carta_correcao_nfe SET sequencia = $3 WHERE emitente_id = $1 AND id = $2`, [emitenteId, id, seq]);
    }
    const { cliente, emitente } = await clienteDoEmitente(c, config, emitenteId, await svcDaNota(c, emitenteId, f.chave));
    return { cce, f, seq, correcao, cliente, emitente };
  });
  const r = await chamar(() => pre.cliente.cartaCorrecao({ chave: pre.f.chave, nSeqEvento: pre.seq, xCorrecao: pre.correcao }));
  return withTenant(db, ctx, async (c) => {
    const ev = r.evento;
    const cStat = ev?.cStat ?? r.cStat;
    const xMotivo = ev?.xMotivo ?? r.xMotivo;
    const faturamentoId = pre.f.id as number;
    await registrarXml(c, emitenteId, { faturamentoId, chave: pre.f.chave, tipo: 'evento-envio', xml: r.requestXml });
    await registrarXml(c, emitenteId, { faturamentoId, chave: pre.f.chave, tipo: 'evento-retorno', xml: r.responseXml, cstat: cStat });
    const registrado = REGISTRADO.has(cStat) && !!r.procEventoNFe;
    await c.query(`UPDATE carta_correcao_nfe SET situacao = $3, cstat = $4, xmotivo = $5, protocolo = $6 WHERE emitente_id = $1 AND id = $2`, [
      emitenteId,
      id,
      registrado ? 'registrada' : 'rejeitada',
      cStat.slice(0, 3),
      xMotivo.slice(0, 255),
      ev?.nProt ?? null,
    ]);
    const dados = { chave: pre.f.chave, sequencia: pre.seq, cStat, xMotivo, protocolo: ev?.nProt ?? null, situacao: registrado ? 'registrada' : 'rejeitada' };
    await registrarAuditoria(c, {
      ctx,
      entidade: 'cartaCorrecaoNFe',
      registroId: id,
      acao: 'carta_correcao',
      antes: { situacao: pre.cce.situacao },
      depois: { ...dados, faturamento_id: faturamentoId, correcao: pre.correcao },
      descricao: `${cStat} - ${xMotivo}`,
    });
    if (!registrado) return { http: 200, sucesso: false, mensagem: `Rejeição ${cStat}: ${xMotivo}`, dados };
    await registrarXml(c, emitenteId, { faturamentoId, chave: pre.f.chave, tipo: 'procEvento', xml: r.procEventoNFe!, cstat: cStat });
    await arquivarXml(config, pre.emitente.cnpj, anomesDaChave(pre.f.chave), `${pre.f.chave}-procEventoNFe-110110-${pre.seq}.xml`, r.procEventoNFe!);
    await c.query(
      `INSERT INTO faturamento_evento (emitente_id, faturamento_id, tipo, sequencia, protocolo, cstat, xml, correcao) VALUES ($1, $2, '110110', $3, $4, $5, $6, $7)
       ON CONFLICT (emitente_id, faturamento_id, tipo, sequencia) DO UPDATE SET protocolo = EXCLUDED.protocolo, cstat = EXCLUDED.cstat, xml = EXCLUDED.xml`,
      [emitenteId, faturamentoId, pre.seq, ev?.nProt ?? null, cStat, r.procEventoNFe, pre.correcao],
    );
    return { http: 200, sucesso: true, mensagem: `Carta de Correção registrada (protocolo ${ev?.nProt}).`, dados };
  });
}

export interface ResultadoInutilizacaoNota {
  situacao: string;
  cStat: string | null;
  xMotivo: string | null;
  protocolo: string | null;
  faturamentos: number;
}

/** InutilizarNFe?id: transmite o pedido de inutilização `id`. */
export async function inutilizarFaixa(db: Database, config: Config, ctx: TenantContext, id: number): Promise<RespostaNFe<ResultadoInutilizacaoNota>> {
  const emitenteId = ctx.emitenteId!;
  const pre = await withTenant(db, ctx, async (c) => {
    const { rows } = await c.query(`SELECT * FROM inutilizacao_nfe WHERE emitente_id = $1 AND id = $2 FOR UPDATE`, [emitenteId, id]);
    const i = rows[0];
    if (!i) throw notFound('Inutilização não encontrada.');
    if (i.situacao === 'homologada') throw new ApiError(400, 'Esta inutilização já foi homologada.');
    const just = normalizar(i.justificativa);
    if (just.length < 15 || just.length > 255) throw new ValidationError({ justificativa: ['A justificativa deve ter de 15 a 255 caracteres'] });
    if (i.numero_inicial > i.numero_final) throw new ValidationError({ numero_final: ['O número final deve ser maior ou igual ao inicial'] });
    const { rows: usados } = await c.query(
      `SELECT numero FROM faturamento WHERE emitente_id = $1 AND modelo = $2 AND serie = $3 AND numero BETWEEN $4 AND $5
          AND situacao IN ('transmitindo', 'epec', 'autorizada', 'cancelada', 'denegada') ORDER BY numero LIMIT 1`,
      [emitenteId, i.modelo, i.serie, i.numero_inicial, i.numero_final],
    );
    if (usados[0])
      throw new ValidationError(
        { numero_inicial: [`O número ${usados[0].numero} da faixa já foi usado por uma nota transmitida`] },
        'A faixa contém número de nota já transmitida.',
      );
    const { cliente, emitente } = await clienteDoEmitente(c, config, emitenteId);
    const ano = i.ano ?? Number(dataDeHoje(emitente.uf).slice(0, 4));
    return { i, just, ano, cliente, emitente };
  });
  const r = await chamar(() =>
    pre.cliente.inutilizar({ ano: pre.ano, serie: pre.i.serie, nNFIni: pre.i.numero_inicial, nNFFin: pre.i.numero_final, xJust: pre.just, mod: '55' }),
  );
  return withTenant(db, ctx, async (c) => {
    await registrarXml(c, emitenteId, { tipo: 'inut-envio', xml: r.requestXml });
    await registrarXml(c, emitenteId, { tipo: 'inut-retorno', xml: r.responseXml, cstat: r.cStat });
    const ok = r.cStat === '102';
    await c.query(
      `UPDATE inutilizacao_nfe SET situacao = $3, cstat = $4, xmotivo = $5, protocolo = $6, ano = COALESCE(ano, $7) WHERE emitente_id = $1 AND id = $2`,
      [emitenteId, id, ok ? 'homologada' : 'rejeitada', r.cStat.slice(0, 3), r.xMotivo.slice(0, 255), r.nProt ?? null, pre.ano],
    );
    let faturamentos = 0;
    if (ok) {
      if (r.procInutNFe) {
        await registrarXml(c, emitenteId, { tipo: 'procInut', xml: r.procInutNFe, cstat: r.cStat });
        const anomes = dataDeHoje(pre.emitente.uf).slice(0, 7).replace('-', '');
        await arquivarXml(
          config,
          pre.emitente.cnpj,
          anomes,
          `inut-${pre.i.serie}-${pre.i.numero_inicial}-${pre.i.numero_final}-procInutNFe.xml`,
          r.procInutNFe,
        );
      }
      faturamentos = await inutilizarFaixaDeNotas(c, emitenteId, {
        modelo: pre.i.modelo,
        serie: pre.i.serie,
        numeroInicial: pre.i.numero_inicial,
        numeroFinal: pre.i.numero_final,
      });
    }
    const dados = { situacao: ok ? 'homologada' : 'rejeitada', cStat: r.cStat, xMotivo: r.xMotivo, protocolo: r.nProt ?? null, faturamentos };
    await registrarAuditoria(c, {
      ctx,
      entidade: 'inutilizacaoNFe',
      registroId: id,
      acao: 'inutilizar',
      antes: { situacao: pre.i.situacao },
      depois: { ...dados, serie: pre.i.serie, numero_inicial: pre.i.numero_inicial, numero_final: pre.i.numero_final },
      descricao: `${r.cStat} - ${r.xMotivo}`,
    });
    return ok
      ? { http: 200, sucesso: true, mensagem: `Inutilização homologada (protocolo ${r.nProt}).`, dados }
      : { http: 200, sucesso: false, mensagem: `Rejeição ${r.cStat}: ${r.xMotivo}`, dados };
  });
}
