/**
 * `POST /v1/GerenciadorNFe/EnviarEmail` (textos do e-mail da NF-e): envia o XML
 * autorizado (nfeProc) e o DANFE da nota ao destinatário, com o assunto e o texto da empresa
 * (configuracao.email_assunto_nfe / email_texto_nfe, email-nfe.ts) e cópia oculta para
 * `configuracao.email_copia`. Corpo `{nota: id do faturamento, email?: destinatário}`; sem `email`,
 * vão os e-mails do cliente marcados "envia NF-e" (cliente_email.envia_nfe).
 * Permissão `Permitir.GerenciadorNFe.Consultar`.
 * @throws 400 nota sem XML autorizado, e-mail inválido ou cliente sem e-mail de NF-e; 404 nota de
 *   outra empresa; 503 SMTP não configurado; 502 o servidor de e-mail recusou.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/pool.ts';
import { withTenant } from '../../db/tenant.ts';
import { exigirEmailConfigurado } from '../../mail/index.ts';
import { ApiError, ValidationError, notFound, ok } from '../../http/envelope.ts';
import { gerarDanfe } from '../../../fiscal/danfe/index.ts';
import { formatChaveAcesso } from '../../../domain/chave-acesso.ts';
import { formatMoeda } from '../../../domain/formatos.ts';
import { eventosDaNota, ultimoXml } from './xml-log.ts';
import { exigir } from '../../auth/exigir.ts';
import { acao } from '../../http/contrato.ts';
import { NFE } from '../../../contratos/nfe.ts';
import { montarEmailNfe } from './email-nfe.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function registerEmailNFeRoute(app: FastifyInstance, db: Database): void {
  app.post('/v1/GerenciadorNFe/EnviarEmail', acao(NFE.enviarEmail, { preHandler: app.authenticate }), async (req) => {
    exigir(req.ctx, [['GerenciadorNFe', 'Consultar']]);
    const b = (req.body ?? {}) as Record<string, unknown>;
    const nota = Number(b.nota);
    if (!Number.isSafeInteger(nota) || nota <= 0) throw new ValidationError({ nota: ['Informe a nota (id do faturamento)'] }, 'Informe a nota.');
    const informado = typeof b.email === 'string' && b.email.trim() ? b.email.trim() : null;
    if (informado !== null && !EMAIL.test(informado)) throw new ValidationError({ email: ['E-mail inválido'] }, 'Informe um e-mail válido.');
    exigirEmailConfigurado(app.mailer);
    const emitenteId = req.ctx.emitenteId!;
    const d = await withTenant(db, req.ctx, async (c) => {
      const { rows } = await c.query(
        `SELECT f.id, f.numero, f.serie, f.chave, f.cliente_id, f.total_nota, cl.nome AS destinatario, e.nome AS emitente
           FROM faturamento f JOIN emitente e ON e.id = f.emitente_id LEFT JOIN cliente cl ON cl.emitente_id = f.emitente_id AND cl.id = f.cliente_id
          WHERE f.emitente_id = $1 AND f.id = $2`,
        [emitenteId, nota],
      );
      if (!rows[0]) throw notFound('Nota (faturamento) não encontrada.');
      const proc = await ultimoXml(c, emitenteId, nota, 'nfeProc');
      if (!proc) throw new ValidationError({ nota: ['A nota ainda não foi autorizada'] }, 'A nota ainda não foi autorizada: não há XML para enviar.');
      const para = informado
        ? [informado]
        : (
            await c.query('SELECT email FROM cliente_email WHERE emitente_id = $1 AND cliente_id = $2 AND envia_nfe ORDER BY id', [
              emitenteId,
              rows[0].cliente_id,
            ])
          ).rows.map((r) => r.email as string);
      if (!para.length) throw new ValidationError({ email: ['O cliente não tem e-mail para NF-e; informe um'] }, 'Informe o e-mail do destinatário.');
      const cfg =
        (await c.query('SELECT email_assunto_nfe, email_texto_nfe, email_copia FROM configuracao WHERE emitente_id = $1', [emitenteId])).rows[0] ?? {};
      return { f: rows[0], proc, para, cfg, eventos: await eventosDaNota(c, emitenteId, nota) };
    });
    const { assunto, texto, html } = montarEmailNfe(
      { assunto: d.cfg.email_assunto_nfe, texto: d.cfg.email_texto_nfe },
      {
        numero: String(d.f.numero),
        serie: String(d.f.serie),
        emitente: d.f.emitente,
        destinatario: d.f.destinatario ?? '',
        chave: formatChaveAcesso(d.proc.chave),
        valor: formatMoeda(Number(d.f.total_nota)),
      },
    );
    const pdf = await gerarDanfe(d.proc.xml, { eventos: d.eventos });
    const xml = d.proc.xml.startsWith('<?xml') ? d.proc.xml : `<?xml version="1.0" encoding="UTF-8"?>${d.proc.xml}`;
    for (const para of d.para) {
      const enviado = await app.mailer.enviar({
        para,
        ...(d.cfg.email_copia ? { copiaOculta: [d.cfg.email_copia] } : {}),
        assunto,
        texto,
        html,
        anexos: [
          { nome: `${d.proc.chave}-nfe.xml`, conteudo: xml, tipo: 'application/xml' },
          { nome: `NFe-${d.f.numero}.pdf`, conteudo: pdf, tipo: 'application/pdf' },
        ],
      });
      if (!enviado) throw new ApiError(502, 'O servidor de e-mail não aceitou a mensagem. Tente novamente.');
    }
    return ok({ nota, chave: d.proc.chave, emails: d.para }, `NF-e enviada para ${d.para.join(', ')}.`);
  });
}
