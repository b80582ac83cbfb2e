/**
 * Rotas das compras (SPEC §7 "Purchases"). Envelope {Success, Message, Data}.
 *
 * - `POST /v1/compra/Upload` (multipart, campo `arquivo`, um ou vários arquivos; cada um um XML de
 *   NF-e ou um ZIP com XMLs): cada nota é importada na sua própria transação (uma nota recusada não
 *   impede as outras) → `Data: [{arquivo, Success, Message, compra_id?, situacao?, pendentes?}]`;
 *   cada recusa diz a conferência fiscal que falhou (conferencia.ts). Um procEventoNFe de
 *   cancelamento enviado junto faz recusar a nota da mesma chave. Nenhuma nota importada → 400
 *   com o motivo de cada arquivo em `arquivo`. Campo `apenasArquivar=true`: cada XML de NF-e é só
 *   guardado como documento (documento_fiscal_xml tipo 'terceiro'; ex.: nota de uma filial), sem
 *   compra, contas a pagar nem créditos, dizendo a conferência de compra que ele não passa.
 *   Permitir.Compra.Incluir.
 * - `GET /v1/compra/ImportarXML?chave=` importa a NF-e completa recebida pela distribuição DF-e
 *   (Incluir); `GET /v1/compra/ImportarXML?item=&produto_id=&fator_conversao=` vincula um item
 *   pendente ao nosso produto (o vínculo fica aprendido) e finaliza a compra quando era o último
 *   (Alterar).
 * - `POST /v1/compra/Finalizar/{id}` finaliza uma compra digitada (estoque + contas a pagar) (Alterar).
 * - `POST /v1/compra/Cancelar/{id}` estorna o estoque e cancela as contas a pagar sem pagamento (Alterar).
 * - `POST /v1/compra/GetRelatorio` {inicio, fim, fornecedor_id?} → resumo (Relatorios).
 * - `GET /v1/compra/ImprimirNFe/{id}` DANFE (PDF) da NF-e do fornecedor de uma compra importada (Consultar).
 *
 * Contratos (parâmetros, query, corpo e `Data` de cada rota): src/contratos/compras.ts, presos com `acao()`.
 */
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { Database } from '../../db/pool.ts';
import { withTenant } from '../../db/tenant.ts';
import type { Registry } from '../../../../schema/registry.ts';
import { ApiError, ValidationError, ok } from '../../http/envelope.ts';
import { assertCan } from '../../auth/permissions.ts';
import { lerZip } from '../../../fiscal/zip/ler.ts';
import { arquivarNota, finalizarCompra, importarNota, vincularItem } from './importacao.ts';
import { chavesCanceladas } from './conferencia.ts';
import { cancelarCompra } from './cancelamento.ts';
import { relatorioCompras } from './relatorio.ts';
import { registrarAuditoria } from '../auditoria/registro.ts';
import { gerarDanfe } from '../../../fiscal/danfe/index.ts';
import { enviarArquivo } from '../../http/arquivo.ts';
import { xmlDaCompra } from './detalhe.ts';
import { acao } from '../../http/contrato.ts';
import { COMPRA } from '../../../contratos/compras.ts';

const TAMANHO_MAXIMO = 20 * 1024 * 1024;
const MAXIMO_NOTAS = 500;

export interface ResultadoArquivo {
  arquivo: string;
  Success: boolean;
  Message: string;
  compra_id?: number;
  situacao?: string;
  pendentes?: unknown[];
  /** apenasArquivar: o XML foi guardado só como documento (documento_fiscal_xml tipo 'terceiro'). */
  arquivado?: boolean;
  documento_id?: number;
  /** apenasArquivar: a conferência de compra que a nota não passa, ou null. */
  conferencia?: string | null;
}

const idDe = (v: unknown, campo: string): number => {
  const n = typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v;
  if (!Number.isSafeInteger(n) || (n as number) <= 0) throw new ValidationError({ [campo]: ['Código inválido'] });
  return n as number;
};

/** Os XMLs de um arquivo enviado: ele mesmo, ou cada .xml de dentro do ZIP. */
function xmlsDoArquivo(nome: string, dados: Buffer): Array<{ arquivo: string; xml: string }> {
  if (dados[0] === 0x50 && dados[1] === 0x4b) {
    const zip = lerZip(dados);
    return zip.filter((a) => /\.xml$/i.test(a.caminho)).map((a) => ({ arquivo: `${nome}/${a.caminho}`, xml: Buffer.from(a.dados).toString('utf8') }));
  }
  return [{ arquivo: nome, xml: dados.toString('utf8') }];
}

export function registerCompraRoutes(app: FastifyInstance, db: Database, registry: Registry): void {
  const compra = registry.get('compra');

  app.register(async (f) => {
    await f.register(multipart, { limits: { fileSize: TAMANHO_MAXIMO, files: 100, fields: 5, parts: 105 } });
    f.post('/v1/compra/Upload', acao(COMPRA.upload, { preHandler: app.authenticate }), async (req) => {
      assertCan(req.ctx, compra, 'Incluir');
      if (!req.isMultipart()) throw new ValidationError({ arquivo: ['Envie os XML ou ZIP como multipart/form-data no campo arquivo'] });
      const arquivos: Array<{ arquivo: string; xml: string }> = [];
      const recusados: ResultadoArquivo[] = [];
      let apenasArquivar = false;
      try {
        for await (const part of req.parts()) {
          if (part.type !== 'file') {
            if (part.fieldname === 'apenasArquivar') apenasArquivar = ['true', '1', 'sim'].includes(String(part.value).trim().toLowerCase());
            continue;
          }
          const dados = await part.toBuffer();
          if (part.fieldname !== 'arquivo') continue;
          try {
            arquivos.push(...xmlsDoArquivo(part.filename || 'arquivo', dados));
          } catch (e) {
            recusados.push({ arquivo: part.filename, Success: false, Message: `ZIP inválido: ${(e as Error).message}` });
          }
        }
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ValidationError({ arquivo: ['Arquivo maior que 20 MB'] });
        throw new ValidationError({ arquivo: ['Envio inválido'] });
      }
      if (!arquivos.length && !recusados.length) throw new ValidationError({ arquivo: ['Selecione um ou mais arquivos XML ou ZIP'] });
      if (arquivos.length > MAXIMO_NOTAS) throw new ValidationError({ arquivo: [`No máximo ${MAXIMO_NOTAS} notas por envio`] });
      const resultados: ResultadoArquivo[] = [...recusados];
      // procEventoNFe de cancelamento enviado junto (arquivo só de evento): a nota daquela chave é recusada
      const canceladas = new Set<string>();
      const notas = arquivos.filter((a) => {
        const chaves = /<(?:[\w.-]+:)?NFe[\s>]/.test(a.xml) ? [] : chavesCanceladas(a.xml);
        for (const ch of chaves) canceladas.add(ch);
        if (chaves.length)
          resultados.push({
            arquivo: a.arquivo,
            Success: false,
            Message: `Evento de cancelamento da NF-e ${chaves.join(', ')}: não é uma nota; a nota cancelada não será importada.`,
          });
        return !chaves.length;
      });
      for (const a of notas) {
        if (apenasArquivar) {
          try {
            const r = await withTenant(db, req.ctx, async (c) => {
              const arq = await arquivarNota(c, req.ctx.emitenteId!, a.xml, canceladas);
              await registrarAuditoria(c, {
                ctx: req.ctx,
                entidade: 'documentoFiscalXml',
                registroId: arq.documento_id,
                acao: 'incluir',
                depois: { chave: arq.chave, tipo: 'terceiro' },
                descricao: `XML de NF-e arquivado sem compra (${a.arquivo})`.slice(0, 300),
              });
              return arq;
            });
            const obs = r.conferencia ? ` Não serviria como compra: ${r.conferencia}` : '';
            resultados.push({
              arquivo: a.arquivo,
              Success: true,
              Message: `NF-e ${r.numero} arquivada como documento (sem compra, contas a pagar nem créditos).${obs}`,
              arquivado: true,
              documento_id: r.documento_id,
              conferencia: r.conferencia,
            });
          } catch (e) {
            if (!(e instanceof ApiError)) throw e;
            resultados.push({ arquivo: a.arquivo, Success: false, Message: e.message });
          }
          continue;
        }
        try {
          const r = await withTenant(db, req.ctx, async (c) => {
            const imp = await importarNota(c, req.ctx.emitenteId!, a.xml, { origem: 'xml', usuarioId: req.ctx.usuarioId, canceladas });
            await registrarAuditoria(c, {
              ctx: req.ctx,
              entidade: 'compra',
              registroId: imp.compra_id,
              acao: 'incluir',
              depois: { chave: imp.chave, situacao: imp.situacao, valor_total: imp.valor_total },
              descricao: `XML importado (${a.arquivo})`.slice(0, 300),
            });
            return imp;
          });
          const msg =
            r.situacao === 'finalizada'
              ? `NF-e ${r.numero} importada: compra ${r.compra_id} finalizada.`
              : `NF-e ${r.numero} importada: ${r.pendentes.length} item(ns) a vincular a produtos.`;
          resultados.push({ arquivo: a.arquivo, Success: true, Message: [msg, ...r.avisos].join(' '), ...r });
        } catch (e) {
          if (!(e instanceof ApiError)) throw e;
          resultados.push({ arquivo: a.arquivo, Success: false, Message: e.message });
        }
      }
      const okN = resultados.filter((r) => r.Success).length;
      // nenhuma nota importada: 400 com o motivo de cada arquivo (a conferência que falhou)
      if (!okN)
        throw new ValidationError(
          { arquivo: resultados.map((r) => `${r.arquivo}: ${r.Message}`) },
          resultados.map((r) => `${r.arquivo}: ${r.Message}`).join(' '),
        );
      const pend = resultados.filter((r) => r.situacao === 'pendente').length;
      const rec = resultados.length - okN;
      if (apenasArquivar) return ok(resultados, `${okN} XML arquivado(s) como documento${rec ? `, ${rec} recusado(s)` : ''}.`);
      return ok(resultados, `${okN} nota(s) importada(s)${pend ? `, ${pend} com itens a vincular` : ''}${rec ? `, ${rec} recusada(s)` : ''}.`);
    });
  });

  app.get('/v1/compra/ImportarXML', acao(COMPRA.importarXml, { preHandler: app.authenticate }), async (req) => {
    const q = (req.query ?? {}) as Record<string, string | undefined>;
    if (q.item !== undefined) {
      assertCan(req.ctx, compra, 'Alterar');
      const item = idDe(q.item, 'item');
      const produto = idDe(q.produto_id, 'produto_id');
      const fator = q.fator_conversao === undefined || q.fator_conversao === '' ? '1' : q.fator_conversao.replace(',', '.');
      if (!/^\d{1,11}(\.\d{1,4})?$/.test(fator)) throw new ValidationError({ fator_conversao: ['Fator deve ser um número maior que zero (até 4 casas)'] });
      const r = await withTenant(db, req.ctx, (c) => vincularItem(c, req.ctx.emitenteId!, item, produto, fator, req.ctx.usuarioId));
      return ok(r, r.situacao === 'finalizada' ? `Compra ${r.compra_id} finalizada: estoque e contas a pagar lançados.` : null);
    }
    assertCan(req.ctx, compra, 'Incluir');
    const chave = String(q.chave ?? '');
    if (!/^[0-9A-Z]{44}$/.test(chave)) throw new ValidationError({ chave: ['Informe a chave de acesso (44 dígitos) da nota recebida'] });
    const r = await withTenant(db, req.ctx, async (c) => {
      const { rows } = await c.query(
        `SELECT m.id, x.xml FROM compra_dfe_manifesto m JOIN compra_dfe_xml x ON x.emitente_id = m.emitente_id AND x.manifesto_id = m.id
          WHERE m.emitente_id = $1 AND m.chave = $2 AND m.tipo = 'procNFe' ORDER BY m.nsu DESC LIMIT 1`,
        [req.ctx.emitenteId, chave],
      );
      if (!rows[0]) {
        throw new ValidationError({ chave: ['O XML completo desta nota ainda não foi recebido: manifeste a ciência da operação e baixe o XML'] });
      }
      const imp = await importarNota(c, req.ctx.emitenteId!, rows[0].xml, { origem: 'dfe', usuarioId: req.ctx.usuarioId });
      await c.query('UPDATE compra_dfe_manifesto SET compra_id = $3 WHERE emitente_id = $1 AND chave = $2', [req.ctx.emitenteId, chave, imp.compra_id]);
      return imp;
    });
    return ok(r, r.situacao === 'finalizada' ? `Compra ${r.compra_id} finalizada.` : `${r.pendentes.length} item(ns) a vincular a produtos.`);
  });

  app.post('/v1/compra/Finalizar/:id', acao(COMPRA.finalizar, { preHandler: app.authenticate }), async (req) => {
    assertCan(req.ctx, compra, 'Alterar');
    const id = idDe((req.params as { id: string }).id, 'id');
    await withTenant(db, req.ctx, async (c) => {
      await finalizarCompra(c, req.ctx.emitenteId!, id, req.ctx.usuarioId);
      await registrarAuditoria(c, {
        ctx: req.ctx,
        entidade: 'compra',
        registroId: id,
        acao: 'outra',
        descricao: 'Compra finalizada: estoque e contas a pagar lançados',
      });
    });
    return ok({ id, situacao: 'finalizada' }, `Compra ${id} finalizada: estoque e contas a pagar lançados.`);
  });

  app.post('/v1/compra/Cancelar/:id', acao(COMPRA.cancelar, { preHandler: app.authenticate }), async (req) => {
    assertCan(req.ctx, compra, 'Alterar');
    const id = idDe((req.params as { id: string }).id, 'id');
    const r = await withTenant(db, req.ctx, async (c) => {
      const res = await cancelarCompra(c, req.ctx.emitenteId!, id, req.ctx.usuarioId);
      await registrarAuditoria(c, { ctx: req.ctx, entidade: 'compra', registroId: id, acao: 'cancelar', depois: { ...res }, descricao: 'Compra cancelada' });
      return res;
    });
    return ok(r, `Compra ${id} cancelada.`);
  });

  app.post('/v1/compra/GetRelatorio', acao(COMPRA.relatorio, { preHandler: app.authenticate }), async (req) => {
    assertCan(req.ctx, compra, 'Relatorios');
    const b = (req.body ?? {}) as Record<string, unknown>;
    return ok(await withTenant(db, req.ctx, (c) => relatorioCompras(c, req.ctx.emitenteId!, b)));
  });

  app.get('/v1/compra/ImprimirNFe/:id', acao(COMPRA.imprimirNFe, { preHandler: app.authenticate }), async (req, reply) => {
    assertCan(req.ctx, compra, 'Consultar');
    const id = idDe((req.params as { id: string }).id, 'id');
    const r = await xmlDaCompra(db, req.ctx, id);
    return enviarArquivo(reply, 'application/pdf', `DANFE-${r.chave}.pdf`, await gerarDanfe(r.xml), 'inline');
  });
}
