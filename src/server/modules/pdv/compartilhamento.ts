/**
 * Compartilhamento da venda do PDV (SPEC §3 "Sale email data": modelo,
 * serie, cupom, chave_nfce; SPEC §9 texto "XML retained 5 years"):
 * - POST /v1/compartilhamento/email: envia ao consumidor, pelo SMTP configurado (SMTP_URL), o XML
 *   autorizado (nfeProc) e o DANFE NFC-e em PDF anexos;
 * - POST /v1/compartilhamento/whatsapp: devolve o link wa.me com a URL de consulta da NFC-e e a
 *   chave de acesso (o navegador abre o WhatsApp; nada é enviado pelo servidor).
 * Só NFC-e (modelo 65) autorizadas ou em contingência. Permissão Permitir.VendasCupom.Consultar.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { withTenant } from '../../db/tenant.ts';
import { exigirEmailConfigurado } from '../../mail/index.ts';
import { ApiError, ValidationError, ok } from '../../http/envelope.ts';
import { exigir } from '../../auth/exigir.ts';
import { lerNFe } from '../../../fiscal/nfe/index.ts';
import { pdfDanfeNFCe } from '../../../fiscal/nfce/index.ts';
import { formatChaveAcesso } from '../../../domain/chave-acesso.ts';
import { xmlDaVenda } from './emissao.ts';
import { montarEmailNfce } from './email-nfce.ts';
import { formatMoeda } from '../../../domain/formatos.ts';
import { acao } from '../../http/contrato.ts';
import { GERAL } from '../../../contratos/geral.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function vendaCompartilhavel(db: Database, ctx: Parameters<typeof withTenant>[1], b: Record<string, unknown>) {
  const modelo = String(b.modelo ?? '65');
  if (modelo !== '65') throw new ValidationError({ modelo: ['Somente NFC-e (modelo 65) é compartilhada por aqui'] });
  const cupom = Number(b.cupom);
  const chave = b.chave_nfce ? String(b.chave_nfce).replace(/\s/g, '') : '';
  if (!(Number.isInteger(cupom) && cupom > 0) && !chave) throw new ValidationError({ cupom: ['Informe a venda (cupom) ou a chave da NFC-e'] });
  const emitenteId = ctx.emitenteId!;
  return withTenant(db, ctx, async (c) => {
    const { rows } = await c.query(
      `SELECT v.*, e.nome AS emitente FROM venda_cupom v JOIN emitente e ON e.id = v.emitente_id
        WHERE v.emitente_id = $1 AND ($2::int IS NULL OR v.id = $2) AND ($3::text = '' OR v.chave = $3) ORDER BY v.id LIMIT 1`,
      [emitenteId, Number.isInteger(cupom) && cupom > 0 ? cupom : null, chave],
    );
    const v = rows[0];
    if (!v) throw new ApiError(404, 'Venda não encontrada.');
    if (v.situacao !== 'autorizada' && v.situacao !== 'contingencia')
      throw new ApiError(400, `A NFC-e está na situação '${v.situacao}': só autorizada ou em contingência.`);
    const proc = await xmlDaVenda(c, emitenteId, v.id, 'nfeProc', v.chave);
    const nfe = await xmlDaVenda(c, emitenteId, v.id, 'nfe', v.chave);
    return { v, xml: proc ?? nfe!, nfe: nfe! };
  });
}

export function registerCompartilhamentoRoutes(app: FastifyInstance, _config: Config, db: Database): void {
  const auth = { preHandler: app.authenticate };
  app.post('/v1/compartilhamento/email', acao(GERAL.compartilharEmail, auth), async (req) => {
    exigir(req.ctx, [['VendasCupom', 'Consultar']]);
    const b = (req.body ?? {}) as Record<string, unknown>;
    const para = String(b.email ?? '').trim();
    if (!EMAIL.test(para)) throw new ValidationError({ email: ['E-mail inválido'] }, 'Informe um e-mail válido.');
    exigirEmailConfigurado(app.mailer);
    const { v, xml, nfe } = await vendaCompartilhavel(db, req.ctx, b);
    const pdf = await pdfDanfeNFCe({ nfe: lerNFe(nfe), protocolo: v.protocolo, dataAutorizacao: v.data_autorizacao });
    const cfg = await withTenant(
      db,
      req.ctx,
      async (c) =>
        (await c.query('SELECT email_assunto_nfce, email_texto_nfce, email_copia FROM configuracao WHERE emitente_id = $1', [req.ctx.emitenteId])).rows[0] ??
        {},
    );
    const { assunto, texto, html } = montarEmailNfce(
      { assunto: cfg.email_assunto_nfce, texto: cfg.email_texto_nfce },
      {
        numero: String(v.numero),
        serie: String(v.serie),
        emitente: v.emitente,
        chave: formatChaveAcesso(v.chave),
        url_consulta: v.url_chave ?? '',
        valor: formatMoeda(Number(v.valor_total)),
      },
    );
    const enviado = await app.mailer.enviar({
      para,
      ...(cfg.email_copia ? { copiaOculta: [cfg.email_copia] } : {}),
      assunto,
      texto,
      html,
      anexos: [
        { nome: `${v.chave}-nfce.xml`, conteudo: xml.startsWith('<?xml') ? xml : `<?xml version="1.0" encoding="UTF-8"?>${xml}`, tipo: 'application/xml' },
        { nome: `NFCe-${v.numero}.pdf`, conteudo: pdf, tipo: 'application/pdf' },
      ],
    });
    if (!enviado) throw new ApiError(502, 'O servidor de e-mail não aceitou a mensagem. Tente novamente.');
    return ok({ modelo: '65', serie: v.serie, cupom: v.id, chave_nfce: v.chave, email: para }, `NFC-e enviada para ${para}.`);
  });

  app.post('/v1/compartilhamento/whatsapp', acao(GERAL.compartilharWhatsapp, auth), async (req) => {
    exigir(req.ctx, [['VendasCupom', 'Consultar']]);
    const b = (req.body ?? {}) as Record<string, unknown>;
    const fone = String(b.telefone ?? '').replace(/\D/g, '');
    if (fone && (fone.length < 10 || fone.length > 13)) throw new ValidationError({ telefone: ['Telefone inválido (DDD + número)'] });
    const { v } = await vendaCompartilhavel(db, req.ctx, b);
    const numeroWa = fone ? (fone.length <= 11 ? `55${fone}` : fone) : '';
    const texto = `NFC-e nº ${v.numero} de ${v.emitente}. Consulte em ${v.url_chave} com a chave ${v.chave}.`;
    return ok({ link: `https://wa.me/${numeroWa}?text=${encodeURIComponent(texto)}`, chave_nfce: v.chave, url_consulta: v.url_chave });
  });
}
