/**
 * Cancelamento da NFC-e e inutilização de numeração do modelo 65.
 *
 * - CancelarVenda: evento 110111 (NT 2011.006; MOC 7.0 item 5.1) dentro do prazo legal da NFC-e
 *   (`PRAZO_CANCELAMENTO_NFCE_MIN`, 30 minutos da autorização, Ajuste SINIEF 07/2005 cl. 15ª-A com a
 *   redação dos regulamentos estaduais; a SEFAZ rejeita com 501 depois). Com `chave_substituta`
 *   (a NFC-e que substitui esta — o caso da contingência em que a nota on-line também foi
 *   autorizada) o evento é o 110112, cancelamento por substituição (NT 2018.002 / e110112_v1.00).
 *   Registrado (135/136/155): a venda fica 'cancelada', o estoque volta pelo razão
 *   (`estornarDocumento`), os títulos de crédito em loja em aberto são cancelados e o caixa recebe o
 *   estorno dos recebimentos (líquidos de troco).
 *   Venda ainda não autorizada (digitação/rejeitada): cancelada só internamente, com os mesmos
 *   estornos (o número fica para inutilização).
 * - InutilizarNFCe: a faixa de `inutilizacao_nfce` com mod 65; homologada (102) marca as vendas
 *   da faixa em digitação/rejeitadas como inutilizadas.
 */
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { withTenant, type Client, type TenantContext } from '../../db/tenant.ts';
import { ApiError, ValidationError, notFound } from '../../http/envelope.ts';
import { esc } from '../../../fiscal/sefaz/index.ts';
import { estornarDocumento } from '../estoque/index.ts';
import { cancelarTitulosEmAberto } from '../financeiro/titulos.ts';
import { devolverVales } from './vale-troca.ts';
import { anomesDaChave, arquivarXml } from '../nfe/xml-log.ts';
import { sefaz } from '../../http/sefaz.ts';
import { registrarAuditoria } from '../auditoria/registro.ts';
import { clienteNFCe } from './config-nfce.ts';
import { registrarXmlVenda, type RespostaVenda } from './emissao.ts';
import { GRUPOS_VENDA, inutilizarFaixaDeVendas, mudarSituacaoVenda } from './situacao-venda.ts';
import { dataDeHoje } from '../../../domain/relogio.ts';

export const PRAZO_CANCELAMENTO_NFCE_MIN = 30;
const REGISTRADO = new Set(['135', '136', '155']);
const normalizar = (s: unknown) =>
  String(s ?? '')
    .trim()
    .replace(/\s+/g, ' ');

/** Estornos de uma venda cancelada: estoque, crédito em loja em aberto, saldo dos vales-troca usados e caixa. */
export async function estornarVenda(c: Client, ctx: TenantContext, v: Record<string, any>, soEstoque = false): Promise<void> {
  const emitenteId = ctx.emitenteId!;
  await estornarDocumento(c, emitenteId, 'venda_cupom', v.id, ctx.usuarioId || null);
  if (soEstoque) return;
  await devolverVales(c, emitenteId, v.id);
  await cancelarTitulosEmAberto(c, emitenteId, 'receber', { origem: 'pdv', origemId: v.id }, 'a venda do PDV');
  if (v.caixa_id) {
    const { rows } = await c.query(`SELECT situacao FROM caixa WHERE emitente_id = $1 AND id = $2`, [emitenteId, v.caixa_id]);
    const { rows: cx } = await c.query(`SELECT id FROM caixa WHERE emitente_id = $1 AND usuario_id = $2 AND situacao = 'aberto'`, [emitenteId, ctx.usuarioId]);
    const destino = rows[0]?.situacao === 'aberto' ? v.caixa_id : cx[0]?.id;
    if (destino) {
      await c.query(
        `INSERT INTO caixa_movimento (emitente_id, caixa_id, tipo, t_pag, valor, venda_cupom_id, usuario_id, observacao)
         SELECT $1, $2, 'cancelamento', t_pag, -sum(valor), $3, $4, 'Estorno da venda cancelada'
           FROM caixa_movimento WHERE emitente_id = $1 AND venda_cupom_id = $3 AND tipo IN ('venda', 'troco') GROUP BY t_pag HAVING sum(valor) <> 0`,
        [emitenteId, destino, v.id, ctx.usuarioId || null],
      );
    }
  }
}

/**
 * CancelarVenda?cupom&justificativa[&chave_substituta].
 * @throws ValidationError (justificativa 15-255, chave substituta), ApiError 400 (situação, prazo), 404, 502 (SEFAZ).
 */
export async function cancelarVenda(
  db: Database,
  config: Config,
  ctx: TenantContext,
  vendaId: number,
  justificativa: unknown,
  chaveSubstituta?: unknown,
  /** Transformação em NF-e: só o estoque volta (o dinheiro e o crédito em loja ficam para a NF-e). */
  soEstoque = false,
): Promise<RespostaVenda> {
  const just = normalizar(justificativa);
  if (just.length < 15 || just.length > 255) {
    throw new ValidationError(
      { justificativa: ['A justificativa deve ter de 15 a 255 caracteres'] },
      'A justificativa do cancelamento deve ter de 15 a 255 caracteres.',
    );
  }
  const subst = chaveSubstituta ? normalizar(chaveSubstituta).replace(/\s/g, '').toUpperCase() : '';
  if (subst && !/^[0-9]{6}[0-9A-Z]{12}[0-9]{26}$/.test(subst)) throw new ValidationError({ chave_substituta: ['Chave de acesso inválida (44 caracteres)'] });
  const emitenteId = ctx.emitenteId!;
  const pre = await withTenant(db, ctx, async (c) => {
    const { rows } = await c.query(
      `SELECT *, extract(epoch FROM now() - coalesce(to_timestamp(data_autorizacao, 'YYYY-MM-DD"T"HH24:MI:SS'), data_emissao)) / 60 AS minutos
         FROM venda_cupom WHERE emitente_id = $1 AND id = $2 FOR UPDATE`,
      [emitenteId, vendaId],
    );
    const v = rows[0];
    if (!v) throw notFound('Venda não encontrada.');
    if (v.situacao === 'cancelada') throw new ApiError(400, 'A venda já está cancelada.');
    const { rows: trocas } = await c.query('SELECT 1 FROM troca WHERE emitente_id = $1 AND venda_cupom_id = $2 LIMIT 1', [emitenteId, vendaId]);
    if (trocas.length) throw new ApiError(400, 'A venda já tem troca registrada: não pode mais ser cancelada.', { cupom: ['Venda com troca'] });
    if ((GRUPOS_VENDA.cancelavelSemEvento as readonly string[]).includes(v.situacao)) {
      await estornarVenda(c, ctx, v);
      await mudarSituacaoVenda(c, emitenteId, vendaId, 'cancelada', { justificativa_cancelamento: just });
      await registrarAuditoria(c, { ctx, entidade: 'vendasCupom', registroId: vendaId, acao: 'cancelar', descricao: just });
      return { pronto: true as const };
    }
    if (v.situacao === 'contingencia' || v.situacao === 'transmitindo')
      throw new ApiError(400, 'A NFC-e ainda não foi autorizada: transmita-a (ou aguarde a retransmissão da contingência) antes de cancelar.');
    if (v.situacao !== 'autorizada') throw new ApiError(400, `A venda não pode ser cancelada na situação '${v.situacao}'.`);
    if (!subst && Number(v.minutos) > PRAZO_CANCELAMENTO_NFCE_MIN)
      throw new ApiError(400, `Prazo de cancelamento da NFC-e (${PRAZO_CANCELAMENTO_NFCE_MIN} minutos da autorização) esgotado.`, {
        cupom: ['Fora do prazo legal de cancelamento'],
      });
    const cli = await clienteNFCe(c, config, emitenteId, false);
    return { pronto: false as const, v, cli };
  });
  if (pre.pronto)
    return { http: 200, sucesso: true, mensagem: 'Venda cancelada (a NFC-e não chegou a ser autorizada).', dados: await situacao(db, ctx, vendaId) };
  const { v, cli } = pre;
  const r = await sefaz(() =>
    subst
      ? cli.cliente.enviarEvento({
          chave: v.chave,
          tpEvento: '110112',
          nSeqEvento: 1,
          detalheXml:
            `<descEvento>Cancelamento por substituicao</descEvento><cOrgaoAutor>${v.chave.slice(0, 2)}</cOrgaoAutor><tpAutor>1</tpAutor>` +
            `<verAplic>ERP Fiscal 1.0</verAplic><nProt>${v.protocolo}</nProt><xJust>${esc(just)}</xJust><chNFeRef>${subst}</chNFeRef>`,
        })
      : cli.cliente.cancelar({ chave: v.chave, nProt: v.protocolo, xJust: just }),
  );
  return withTenant(db, ctx, async (c) => {
    await registrarXmlVenda(c, emitenteId, vendaId, v.chave, 'evento-envio', r.requestXml);
    await registrarXmlVenda(c, emitenteId, vendaId, v.chave, 'evento-retorno', r.responseXml, r.evento?.cStat ?? r.cStat);
    const ev = r.evento;
    const ok = Boolean(ev && REGISTRADO.has(ev.cStat));
    if (ok) {
      if (r.procEventoNFe) {
        await registrarXmlVenda(c, emitenteId, vendaId, v.chave, 'procEvento', r.procEventoNFe, ev!.cStat);
        try {
          await arquivarXml(
            config,
            cli.emitente.cnpj,
            anomesDaChave(v.chave),
            `${v.chave}-procEventoNFe-${subst ? '110112' : '110111'}-1.xml`,
            r.procEventoNFe,
          );
        } catch {
          // fica no banco
        }
      }
      await estornarVenda(c, ctx, v, soEstoque);
      await mudarSituacaoVenda(c, emitenteId, vendaId, 'cancelada', {
        justificativa_cancelamento: just,
        protocolo_cancelamento: ev!.nProt ?? null,
        chave_substituta: subst || null,
        cstat: ev!.cStat,
        xmotivo: ev!.xMotivo.slice(0, 500),
      });
    }
    await registrarAuditoria(c, {
      ctx,
      entidade: 'vendasCupom',
      registroId: vendaId,
      acao: 'cancelar',
      descricao: `${ev?.cStat ?? r.cStat} - ${ev?.xMotivo ?? r.xMotivo}`,
    });
    const dados = await situacaoNa(c, emitenteId, vendaId);
    return ok
      ? { http: 200, sucesso: true, mensagem: `Cancelamento da NFC-e registrado (protocolo ${ev!.nProt}).`, dados }
      : { http: 200, sucesso: false, mensagem: `Rejeição ${ev?.cStat ?? r.cStat}: ${ev?.xMotivo ?? r.xMotivo}`, dados };
  });
}

async function situacaoNa(c: Client, emitenteId: number, id: number) {
  const { rows } = await c.query('SELECT * FROM venda_cupom WHERE emitente_id = $1 AND id = $2', [emitenteId, id]);
  const v = rows[0];
  return {
    id: v.id,
    situacao: v.situacao,
    numero: v.numero,
    serie: v.serie,
    chave: v.chave,
    tp_emis: Number(v.tp_emis),
    cStat: v.cstat,
    xMotivo: v.xmotivo,
    protocolo: v.protocolo,
    qrcode: v.qrcode,
  };
}

function situacao(db: Database, ctx: TenantContext, id: number) {
  return withTenant(db, ctx, (c) => situacaoNa(c, ctx.emitenteId!, id));
}

/** InutilizarNFCe?id (registro de `inutilizacao_nfce`). */
export async function inutilizarNFCe(db: Database, config: Config, ctx: TenantContext, id: number) {
  const emitenteId = ctx.emitenteId!;
  const pre = await withTenant(db, ctx, async (c) => {
    const { rows } = await c.query(`SELECT * FROM inutilizacao_nfce WHERE emitente_id = $1 AND id = $2 FOR UPDATE`, [emitenteId, id]);
    const i = rows[0];
    if (!i) throw notFound('Inutilização não encontrada.');
    if (i.situacao === 'homologada') throw new ApiError(400, 'Esta inutilização já foi homologada.');
    const { rows: usados } = await c.query(
      `SELECT numero FROM venda_cupom WHERE emitente_id = $1 AND modelo = '65' AND serie = $2 AND numero BETWEEN $3 AND $4
          AND situacao IN ('transmitindo', 'contingencia', 'autorizada', 'cancelada', 'denegada') ORDER BY numero LIMIT 1`,
      [emitenteId, i.serie, i.numero_inicial, i.numero_final],
    );
    if (usados[0])
      throw new ValidationError(
        { numero_inicial: [`O número ${usados[0].numero} da faixa já foi usado por uma NFC-e emitida`] },
        'A faixa contém NFC-e emitida.',
      );
    const cli = await clienteNFCe(c, config, emitenteId, false);
    const ano = i.ano ?? Number(dataDeHoje(cli.emitente.uf).slice(0, 4));
    return { i, ano, cli, just: normalizar(i.justificativa) };
  });
  const r = await sefaz(() =>
    pre.cli.cliente.inutilizar({ ano: pre.ano, serie: pre.i.serie, nNFIni: pre.i.numero_inicial, nNFFin: pre.i.numero_final, xJust: pre.just, mod: '65' }),
  );
  return withTenant(db, ctx, async (c) => {
    await registrarXmlVenda(c, emitenteId, null, null, 'inut-envio', r.requestXml);
    await registrarXmlVenda(c, emitenteId, null, null, 'inut-retorno', r.responseXml, r.cStat);
    const ok = r.cStat === '102';
    await c.query(
      `UPDATE inutilizacao_nfce SET situacao = $3, cstat = $4, xmotivo = $5, protocolo = $6, ano = COALESCE(ano, $7) WHERE emitente_id = $1 AND id = $2`,
      [emitenteId, id, ok ? 'homologada' : 'rejeitada', r.cStat.slice(0, 3), r.xMotivo.slice(0, 255), r.nProt ?? null, pre.ano],
    );
    let vendas = 0;
    if (ok) {
      if (r.procInutNFe) await registrarXmlVenda(c, emitenteId, null, null, 'procInut', r.procInutNFe, r.cStat);
      vendas = await inutilizarFaixaDeVendas(c, emitenteId, pre.i.serie, pre.i.numero_inicial, pre.i.numero_final);
    }
    await registrarAuditoria(c, { ctx, entidade: 'inutilizacaoNFCe', registroId: id, acao: 'inutilizar', descricao: `${r.cStat} - ${r.xMotivo}` });
    return {
      http: 200,
      sucesso: ok,
      mensagem: ok ? `Inutilização homologada (protocolo ${r.nProt}).` : `Rejeição ${r.cStat}: ${r.xMotivo}`,
      dados: { situacao: ok ? 'homologada' : 'rejeitada', cStat: r.cStat, xMotivo: r.xMotivo, protocolo: r.nProt ?? null, vendas },
    };
  });
}
