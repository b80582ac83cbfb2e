/**
 * Compartilhar o pedido (SPEC §7 "POST /v1/compartilhamento/email and /v1/compartilhamento/whatsapp"). O PDV compartilha a NFC-e no mesmo prefixo; para as duas coisas conviverem, as rotas do
 * pedido levam o sufixo `/pedido`:
 *
 * - `POST /v1/compartilhamento/email/pedido` `{id, email, mensagem?}`: envia o pedido em PDF
 *   (impressao.ts) anexado, com o nome da marca como remetente. 400 `email` inválido; 400 quando o
 *   SMTP não está configurado; 502 quando o servidor de e-mail recusa. Data `{enviado: true, para}`.
 * - `POST /v1/compartilhamento/whatsapp/pedido` `{id, telefone?}`: devolve `{url, link}` — `url` é
 *   o link `https://wa.me/55{telefone}?text=...` (telefone do corpo ou do cliente do pedido; sem
 *   telefone, `https://wa.me/?text=...` para escolher o contato) com o resumo do pedido e `link`, o
 *   endereço público do PDF válido por 7 dias.
 * - `GET /v1/compartilhamento/pedido/{token}`: o PDF do link público (sem login). O token é
 *   `{emitente}.{pedido}.{usuário}.{expira}.{HMAC-SHA256}` com chave derivada do JWT_SECRET; token
 *   alterado ou vencido: 404 (nada revela se o pedido existe).
 * Permissão: Permitir.Pedido.Consultar (e pacote acima de 1, SPEC §6) nas duas primeiras.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { withTenant } from '../../db/tenant.ts';
import type { Registry } from '../../../../schema/registry.ts';
import { exigirEmailConfigurado } from '../../mail/index.ts';
import { ApiError, notFound, ok } from '../../http/envelope.ts';
import { assertCan } from '../../auth/permissions.ts';
import { corpo, erro, falharSe, type Erros } from '../comum.ts';
import { enviarArquivo } from '../../http/arquivo.ts';
import { formatarMoeda } from '../financeiro/formato.ts';
import { dadosImpressao, pedidoPdf } from './impressao.ts';
import { acao } from '../../http/contrato.ts';
import { PEDIDOS } from '../../../contratos/pedidos.ts';

const VALIDADE_LINK_S = 7 * 24 * 3600;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

function chave(segredo: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(segredo, 'utf8'), Buffer.from('erp-fiscal'), Buffer.from('compartilhamento-pedido v1'), 32));
}

/** Token do link público do PDF (ver o comentário do módulo). */
export function tokenPedido(segredo: string, emitenteId: number, pedidoId: number, usuarioId: number, agora = Date.now()): string {
  const base = `${emitenteId}.${pedidoId}.${usuarioId}.${Math.floor(agora / 1000) + VALIDADE_LINK_S}`;
  return `${base}.${createHmac('sha256', chave(segredo)).update(base).digest('base64url')}`;
}

/** Confere o token; null quando alterado ou vencido. */
export function lerTokenPedido(segredo: string, token: string): { emitenteId: number; pedidoId: number; usuarioId: number } | null {
  const partes = token.split('.');
  if (partes.length !== 5 || !partes.slice(0, 4).every((x) => /^\d{1,12}$/.test(x))) return null;
  const base = partes.slice(0, 4).join('.');
  const esperado = createHmac('sha256', chave(segredo)).update(base).digest();
  const dado = Buffer.from(partes[4], 'base64url');
  if (dado.length !== esperado.length || !timingSafeEqual(dado, esperado)) return null;
  if (Number(partes[3]) < Date.now() / 1000) return null;
  return { emitenteId: Number(partes[0]), pedidoId: Number(partes[1]), usuarioId: Number(partes[2]) };
}

function idDoCorpo(b: Record<string, unknown>, erros: Erros): number {
  const id = Number(b.id);
  if (!Number.isInteger(id) || id < 1) erro(erros, 'id', 'Informe o pedido');
  return id;
}

export function registerCompartilhamentoPedido(app: FastifyInstance, config: Config, db: Database, registry: Registry): void {
  const e = registry.get('pedido');
  const auth = { preHandler: app.authenticate };

  app.post('/v1/compartilhamento/email/pedido', acao(PEDIDOS.email, auth), async (req) => {
    assertCan(req.ctx, e, 'Consultar');
    const b = corpo(req.body);
    const erros: Erros = {};
    const id = idDoCorpo(b, erros);
    const para = typeof b.email === 'string' ? b.email.trim() : '';
    if (!EMAIL.test(para) || para.length > 254) erro(erros, 'email', 'E-mail inválido');
    if (b.mensagem !== undefined && (typeof b.mensagem !== 'string' || b.mensagem.length > 2000)) erro(erros, 'mensagem', 'Deve ter no máximo 2000 caracteres');
    falharSe(erros, { email: 'E-mail', id: 'Pedido' });
    exigirEmailConfigurado(app.mailer);
    const d = await withTenant(db, req.ctx, (c) => dadosImpressao(c, req.ctx.emitenteId!, req.ctx.usuarioId, id));
    const pdf = await pedidoPdf(d);
    const nome = d.emitente.fantasia || d.emitente.nome;
    const msg = typeof b.mensagem === 'string' && b.mensagem.trim() ? b.mensagem.trim() : null;
    const texto = `${msg ? `${msg}\n\n` : ''}Olá, ${d.cliente.nome ?? ''}.\nSegue o pedido nº ${d.pedido.numero} de ${nome}, no valor de ${formatarMoeda(d.pedido.total_pedido)}, em anexo.\n`;
    const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const enviado = await app.mailer.enviar({
      para,
      assunto: `Pedido nº ${d.pedido.numero} - ${nome}`,
      texto,
      html: `<p>${esc(texto).replace(/\n/g, '<br>')}</p>`,
      remetenteNome: d.marca.nome_empresa,
      anexos: [{ nome: `Pedido-${d.pedido.numero}.pdf`, conteudo: pdf, tipo: 'application/pdf' }],
    });
    if (!enviado) throw new ApiError(502, 'O servidor de e-mail não aceitou a mensagem. Tente novamente.');
    return ok({ enviado: true, para }, 'Pedido enviado por e-mail.');
  });

  app.post('/v1/compartilhamento/whatsapp/pedido', acao(PEDIDOS.whatsapp, auth), async (req) => {
    assertCan(req.ctx, e, 'Consultar');
    const b = corpo(req.body);
    const erros: Erros = {};
    const id = idDoCorpo(b, erros);
    let fone = typeof b.telefone === 'string' ? b.telefone.replace(/\D/g, '') : '';
    if (b.telefone !== undefined && b.telefone !== null && b.telefone !== '' && !/^(55)?\d{10,11}$/.test(fone))
      erro(erros, 'telefone', 'Telefone inválido (DDD e número)');
    falharSe(erros, { telefone: 'Telefone', id: 'Pedido' });
    const d = await withTenant(db, req.ctx, (c) => dadosImpressao(c, req.ctx.emitenteId!, req.ctx.usuarioId, id));
    if (!fone && typeof d.cliente.telefone === 'string') fone = d.cliente.telefone.replace(/\D/g, '');
    if (fone && !fone.startsWith('55')) fone = `55${fone}`;
    if (fone && !/^55\d{10,11}$/.test(fone)) fone = '';
    const link = `${config.publicUrl}/v1/compartilhamento/pedido/${tokenPedido(config.jwtSecret, req.ctx.emitenteId!, id, req.ctx.usuarioId)}`;
    const nome = d.emitente.fantasia || d.emitente.nome;
    const texto = `Olá, ${d.cliente.nome ?? ''}! Segue o pedido nº ${d.pedido.numero} de ${nome} no valor de ${formatarMoeda(d.pedido.total_pedido)}: ${link}`;
    return ok({ url: `https://wa.me/${fone}?text=${encodeURIComponent(texto)}`, link, telefone: fone || null });
  });

  app.get('/v1/compartilhamento/pedido/:token', acao(PEDIDOS.linkPublico), async (req, reply) => {
    const t = lerTokenPedido(config.jwtSecret, String((req.params as { token: string }).token));
    if (!t) throw notFound('Link inválido ou vencido.');
    const ctx = { usuarioId: t.usuarioId, nivel: 'emitente' as const, masterId: null, distribuidorId: null, revendaId: null, emitenteId: t.emitenteId };
    const d = await withTenant(db, ctx, (c) => dadosImpressao(c, t.emitenteId, t.usuarioId, t.pedidoId));
    return enviarArquivo(reply, 'application/pdf', `Pedido-${d.pedido.numero}.pdf`, await pedidoPdf(d), 'inline');
  });
}
