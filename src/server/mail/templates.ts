/**
 * pt-BR e-mail templates (HTML + plain text) branded with the tenant's white-label configuration
 * (SPEC §3: nome_empresa; cor_primaria, default #50CD89 of SPEC §9). Every interpolated value is
 * HTML-escaped; links are built by the caller from PUBLIC_URL and a validated tenant segment.
 */
import type { Mensagem } from './mailer.ts';

/** What of a brand an e-mail shows. */
export interface MarcaEmail {
  nome_empresa: string;
  cor_primaria?: string | null;
  site?: string | null;
}

const COR_PADRAO = '#50CD89';

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

interface Corpo {
  assunto: string;
  titulo: string;
  /** Paragraphs of plain text (escaped for HTML). */
  paragrafos: string[];
  botao?: { texto: string; link: string };
  /** Paragraphs after the button. */
  depois?: string[];
}

function render(para: string, marca: MarcaEmail, c: Corpo): Mensagem {
  const cor = /^#[0-9A-Fa-f]{6}$/.test(marca.cor_primaria ?? '') ? marca.cor_primaria! : COR_PADRAO;
  const nome = escapeHtml(marca.nome_empresa);
  const p = (t: string) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#3F4254">${escapeHtml(t)}</p>`;
  const botao = c.botao
    ? `<p style="margin:24px 0"><a href="${escapeHtml(c.botao.link)}" style="background:${cor};color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:6px;font-weight:600;display:inline-block">${escapeHtml(c.botao.texto)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#7E8299">Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${escapeHtml(c.botao.link)}" style="color:${cor};word-break:break-all">${escapeHtml(c.botao.link)}</a></p>`
    : '';
  const html = `<!DOCTYPE html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(c.assunto)}</title></head>
<body style="margin:0;padding:0;background:#F5F8FA;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#F5F8FA;padding:24px 0"><tr><td align="center">
<table role="presentation" width="560" cellspacing="0" cellpadding="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${cor};padding:20px 32px;color:#ffffff;font-size:20px;font-weight:700">${nome}</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 20px;font-size:20px;color:#181C32">${escapeHtml(c.titulo)}</h1>
${c.paragrafos.map(p).join('\n')}
${botao}
${(c.depois ?? []).map(p).join('\n')}
</td></tr>
<tr><td style="padding:16px 32px;background:#F9F9F9;font-size:12px;color:#A1A5B7">Mensagem automática de ${nome}. Não responda a este e-mail.${marca.site ? ` · ${escapeHtml(marca.site)}` : ''}</td></tr>
</table></td></tr></table>
</body></html>`;
  const texto = [
    marca.nome_empresa,
    '',
    c.titulo,
    '',
    ...c.paragrafos.flatMap((t) => [t, '']),
    ...(c.botao ? [`${c.botao.texto}: ${c.botao.link}`, ''] : []),
    ...(c.depois ?? []).flatMap((t) => [t, '']),
    `Mensagem automática de ${marca.nome_empresa}. Não responda a este e-mail.`,
  ].join('\n');
  return { para, assunto: c.assunto, html, texto, remetenteNome: marca.nome_empresa };
}

/** Password reset link (PUT /v1/redefinirSenhaUsuario/, SPEC §7). */
export function emailRedefinicaoSenha(marca: MarcaEmail, d: { para: string; nome: string; login: string; link: string; validadeMinutos: number }): Mensagem {
  const validade = d.validadeMinutos % 60 === 0 ? `${d.validadeMinutos / 60} hora${d.validadeMinutos === 60 ? '' : 's'}` : `${d.validadeMinutos} minutos`;
  return render(d.para, marca, {
    assunto: `Redefinição de senha - ${marca.nome_empresa}`,
    titulo: 'Redefinição de senha',
    paragrafos: [
      `Olá, ${d.nome}.`,
      `Recebemos um pedido para redefinir a senha do login "${d.login}" em ${marca.nome_empresa}. Para criar uma nova senha, use o link abaixo.`,
    ],
    botao: { texto: 'Redefinir senha', link: d.link },
    depois: [`O link vale por ${validade} e só pode ser usado uma vez.`, 'Se você não pediu a redefinição, ignore este e-mail: a sua senha continua a mesma.'],
  });
}

/** Notice after the password changed (reset or change by the user). */
export function emailSenhaAlterada(marca: MarcaEmail, d: { para: string; nome: string; login: string }): Mensagem {
  return render(d.para, marca, {
    assunto: `Sua senha foi alterada - ${marca.nome_empresa}`,
    titulo: 'Senha alterada',
    paragrafos: [
      `Olá, ${d.nome}.`,
      `A senha do login "${d.login}" em ${marca.nome_empresa} foi alterada agora. As outras sessões abertas foram encerradas.`,
      'Se não foi você, peça uma redefinição de senha imediatamente e avise o administrador da sua empresa.',
    ],
  });
}

/** Notice to the previous address after the e-mail of an account changed. */
export function emailEmailAlterado(marca: MarcaEmail, d: { para: string; nome: string; login: string; novoEmail: string }): Mensagem {
  return render(d.para, marca, {
    assunto: `Seu e-mail foi alterado - ${marca.nome_empresa}`,
    titulo: 'E-mail alterado',
    paragrafos: [
      `Olá, ${d.nome}.`,
      `O e-mail do login "${d.login}" em ${marca.nome_empresa} foi alterado para ${d.novoEmail}. As próximas mensagens irão para o novo endereço.`,
      'Se não foi você, avise o administrador da sua empresa imediatamente.',
    ],
  });
}

/** Welcome to the owner of a company registered at POST /v1/registerEmitente/. */
export function emailBoasVindas(marca: MarcaEmail, d: { para: string; nome: string; login: string; empresa: string; link: string }): Mensagem {
  return render(d.para, marca, {
    assunto: `Bem-vindo(a) a ${marca.nome_empresa}`,
    titulo: 'Cadastro realizado',
    paragrafos: [
      `Olá, ${d.nome}.`,
      `A empresa ${d.empresa} foi cadastrada em ${marca.nome_empresa}. O seu login é "${d.login}" e a senha é a que você escolheu no cadastro.`,
      'A empresa começa no ambiente de homologação da NF-e: configure o certificado digital e os dados fiscais antes de emitir em produção.',
    ],
    botao: { texto: 'Entrar', link: d.link },
  });
}
