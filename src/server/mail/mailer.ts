/**
 * Outgoing e-mail (password reset and account notices, SPEC §7 "Extras") through nodemailer.
 *
 * - `SMTP_URL` set: messages go to that server (`smtp://usuario:senha@host:587`, STARTTLS when the
 *   server offers it; `smtps://` for implicit TLS; nodemailer options as query string).
 * - `SMTP_URL` absent: nothing is sent; the log gets "e-mail não enviado: SMTP não configurado" with
 *   the recipient and the subject only — never the body, so no link or token reaches the log.
 *
 * The sender address is `MAIL_FROM`; its display name becomes the tenant's brand (white label), so
 * a reseller's customers see the reseller's name. Sending never throws: failures are logged (without
 * the message content) and reported as `false`. Background sends are tracked so `idle()` (tests,
 * shutdown) can wait for them.
 */
import type { Config } from '../config.ts';

/** A rendered message (see templates.ts). */
export interface Mensagem {
  para: string;
  /** Cópia oculta (Bcc), ex. o `email_copia` da configuração do emitente nos e-mails de nota. */
  copiaOculta?: string[];
  assunto: string;
  html: string;
  texto: string;
  /** Display name of the sender (the brand's nome_empresa); the address is MAIL_FROM's. */
  remetenteNome?: string;
  /** Attachments (e.g. the NFC-e XML and DANFE PDF of a sale, an order PDF shared by e-mail). */
  anexos?: Array<{ nome: string; conteudo: Buffer | string; tipo: string }>;
}

/** The subset of a pino logger the mailer uses (Fastify's `app.log` fits). */
export interface MailLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

interface Transporte {
  sendMail(m: object): Promise<unknown>;
  close(): void;
}

/** Splits 'Nome <endereco>' (or a bare address) into its parts. */
export function parseRemetente(from: string): { nome: string | null; endereco: string } {
  const m = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  if (m) return { nome: m[1].trim() || null, endereco: m[2].trim() };
  return { nome: null, endereco: from.trim() };
}

export class Mailer {
  /** Created on the first message: nodemailer (~0.4 MB) is imported only then (bench/startup). */
  private transporte: Promise<Transporte> | null = null;
  private smtpUrl: string | null;
  private pendentes = new Set<Promise<boolean>>();
  private remetente: { nome: string | null; endereco: string };

  constructor(
    config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
    private log: MailLog,
  ) {
    this.smtpUrl = config.smtpUrl;
    this.remetente = parseRemetente(config.mailFrom);
  }

  /** Whether an SMTP server is configured. */
  get configurado(): boolean {
    return this.smtpUrl !== null;
  }

  private abrirTransporte(url: string): Promise<Transporte> {
    this.transporte ??= import('nodemailer').then((m) => m.default.createTransport(url) as unknown as Transporte);
    return this.transporte;
  }

  /**
   * Sends one message.
   * @returns true when the SMTP server accepted it; false when SMTP is not configured or it failed.
   * Never rejects.
   */
  async enviar(m: Mensagem): Promise<boolean> {
    if (!this.smtpUrl) {
      this.log.warn({ para: m.para, assunto: m.assunto }, 'e-mail não enviado: SMTP não configurado');
      return false;
    }
    try {
      const transporte = await this.abrirTransporte(this.smtpUrl);
      await transporte.sendMail({
        from: { name: m.remetenteNome || this.remetente.nome || '', address: this.remetente.endereco },
        to: m.para,
        ...(m.copiaOculta?.length ? { bcc: m.copiaOculta } : {}),
        subject: m.assunto,
        text: m.texto,
        html: m.html,
        ...(m.anexos?.length ? { attachments: m.anexos.map((a) => ({ filename: a.nome, content: a.conteudo, contentType: a.tipo })) } : {}),
      });
      this.log.info({ para: m.para, assunto: m.assunto }, 'e-mail enviado');
      return true;
    } catch (err) {
      const e = err as { code?: string; responseCode?: number };
      this.log.error({ para: m.para, assunto: m.assunto, codigo: e.code ?? null, resposta: e.responseCode ?? null }, 'falha ao enviar e-mail');
      return false;
    }
  }

  /**
   * Sends without making the caller wait (the answer of a public call must not reveal, by its
   * timing, whether a message was sent). Tracked until done; see `idle()`.
   */
  enviarEmSegundoPlano(m: Mensagem): void {
    const p = this.enviar(m).finally(() => this.pendentes.delete(p));
    this.pendentes.add(p);
  }

  /** Resolves when every background send has finished. */
  async idle(): Promise<void> {
    while (this.pendentes.size) await Promise.allSettled([...this.pendentes]);
  }

  /** Waits for pending sends and closes the SMTP connection. */
  async close(): Promise<void> {
    await this.idle();
    if (this.transporte) (await this.transporte).close();
  }
}
