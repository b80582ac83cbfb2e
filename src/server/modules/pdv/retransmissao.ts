/**
 * Retransmissão da contingência off-line da NFC-e (MOC 7.0 item 5.8): a lista das
 * vendas pendentes com o prazo de 24 h (Ajuste SINIEF 19/2016) e a tarefa 'nfce-contingencia' que,
 * com a SEFAZ de volta (status 107), sai da contingência e transmite as pendentes em ordem de emissão.
 */
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { withOwner, withTenant, type Client } from '../../db/tenant.ts';
import { SefazError } from '../../../fiscal/sefaz/index.ts';
import { mensagemFalhaSefaz } from '../../../fiscal/sefaz/mensagem-falha.ts';
import { ctxEmitente } from '../../db/tenant.ts';
import { clienteNFCe, definirContingencia } from './config-nfce.ts';
import { ALERTA_CONTINGENCIA_HORAS, PRAZO_CONTINGENCIA_HORAS, retransmitirVenda } from './emissao.ts';

export interface PendenteContingencia {
  id: number;
  numero: number;
  serie: number;
  chave: string;
  data_emissao: string;
  horas: number;
  horas_restantes: number;
  alerta: boolean;
}

/** Vendas em contingência ainda não transmitidas, com o tempo que falta para o prazo de 24 h. */
export async function pendentesContingencia(c: Client, emitenteId: number): Promise<PendenteContingencia[]> {
  const { rows } = await c.query(
    `SELECT id, numero, serie, chave, to_char(data_emissao AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD"T"HH24:MI:SS') AS data_emissao,
            extract(epoch FROM now() - data_emissao) / 3600 AS horas
       FROM venda_cupom WHERE emitente_id = $1 AND situacao = 'contingencia' ORDER BY data_emissao`,
    [emitenteId],
  );
  return rows.map((r) => {
    const horas = Number(r.horas);
    return {
      id: r.id,
      numero: r.numero,
      serie: r.serie,
      chave: r.chave,
      data_emissao: r.data_emissao,
      horas: Math.round(horas * 10) / 10,
      horas_restantes: Math.max(0, Math.round((PRAZO_CONTINGENCIA_HORAS - horas) * 10) / 10),
      alerta: horas >= ALERTA_CONTINGENCIA_HORAS,
    };
  });
}

/**
 * A tarefa de retransmissão (a cada minuto, e no botão "Sair da contingência"): para cada emitente
 * com vendas em contingência (ou em contingência sem vendas), consulta o status do serviço; com 107
 * (em operação) sai da contingência e transmite as pendentes em ordem de emissão. As vendas paradas
 * em 'transmitindo' (queda do processo no meio do envio) são da recuperação (recuperacao.ts).
 * Nunca lança; devolve o que fez por emitente.
 */
export async function retransmitirPendentes(
  db: Database,
  config: Config,
  log: (m: string) => void = () => undefined,
): Promise<Array<{ emitenteId: number; status: string; autorizadas: number; rejeitadas: number; pendentes: number }>> {
  const { rows } = await withOwner(db, (c) =>
    c.query(
      `SELECT DISTINCT emitente_id FROM (SELECT emitente_id FROM venda_cupom WHERE situacao = 'contingencia'
         UNION SELECT emitente_id FROM nfce_csc WHERE contingencia) t ORDER BY emitente_id`,
    ),
  );
  const out = [];
  for (const { emitente_id: emitenteId } of rows) {
    const ctx = ctxEmitente(emitenteId);
    const soma = { emitenteId, status: '', autorizadas: 0, rejeitadas: 0, pendentes: 0 };
    try {
      const cli = await withTenant(db, ctx, (c) => clienteNFCe(c, config, emitenteId));
      const st = await cli.cliente.statusServico();
      soma.status = `${st.cStat} - ${st.xMotivo}`;
      if (st.cStat !== '107') {
        out.push(soma);
        continue;
      }
      await withTenant(db, ctx, (c) => definirContingencia(c, emitenteId, cli.emitente.ambiente, false));
      // vendas paradas em 'transmitindo' (queda do processo no envio): a recuperação (recuperacao.ts) as conclui
      const { rows: vendas } = await withTenant(db, ctx, (c) =>
        c.query(`SELECT id FROM venda_cupom WHERE emitente_id = $1 AND situacao = 'contingencia' ORDER BY data_emissao, id`, [emitenteId]),
      );
      for (const v of vendas) {
        const r = await retransmitirVenda(db, config, ctx, v.id);
        const s = 'situacao' in r.dados ? r.dados.situacao : 'rejeitada';
        if (s === 'autorizada') soma.autorizadas++;
        else if (s === 'contingencia') soma.pendentes++;
        else soma.rejeitadas++;
      }
    } catch (e) {
      soma.status = e instanceof SefazError ? mensagemFalhaSefaz(e) : e instanceof Error ? e.message : String(e);
    }
    log(`NFC-e contingência emitente ${emitenteId}: ${soma.status}; ${soma.autorizadas} autorizada(s), ${soma.rejeitadas} rejeitada(s)`);
    out.push(soma);
  }
  return out;
}
