/**
 * Registro das conexões vivas do hub no banco (`sessao_usuario_connection`, SPEC §3
 * sessaoUsuarioConnection), para que a tela de usuários conectados veja os sockets de todos os
 * processos do servidor, não só os do processo que atendeu a requisição.
 *
 * - `conectou(info)`: após o handshake, grava a conexão com o id deste processo;
 * - `saiu(id)`: ao fechar, apaga;
 * - a cada {@link BATIMENTO_MS} renova `visto_em` das conexões deste processo e apaga as de
 *   processos que pararam de renovar há mais de {@link ABANDONO_MIN} min (processo que caiu);
 * - `parar()`: apaga as deste processo.
 * Falhas de banco só vão ao log: o tempo real nunca para por causa do registro.
 * A leitura considera vivas as conexões vistas há até {@link VIVA_SEGUNDOS} s.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/pool.ts';
import { withOwner } from '../db/tenant.ts';
import type { ConexaoInfo } from './hub.ts';

export const BATIMENTO_MS = 30_000;
export const VIVA_SEGUNDOS = 90;
export const ABANDONO_MIN = 10;

export class RegistroConexoes {
  /** Identificador deste processo (aleatório a cada início). */
  readonly processo = `${process.pid}-${randomBytes(6).toString('hex')}`;
  private timer: NodeJS.Timeout | null = null;
  private fila: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Executa em série (a ordem conectou → saiu de um mesmo socket é preservada). */
  private executar(o: string, sql: string, params: unknown[]): Promise<void> {
    const p = this.fila
      .then(() => withOwner(this.db, (c) => c.query(sql, params)))
      .then(
        () => undefined,
        (err: Error) => this.log.warn({ err: err.message }, `hub: registro de conexão (${o}) falhou`),
      );
    this.fila = p;
    return p;
  }

  iniciar(): void {
    this.timer = setInterval(() => void this.batimento(), BATIMENTO_MS);
    this.timer.unref();
  }

  conectou(i: ConexaoInfo): Promise<void> {
    return this.executar(
      'conectou',
      `INSERT INTO sessao_usuario_connection (connection_id, sessao_id, usuario_id, processo, ip, user_agent, conectado_em)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (connection_id) DO NOTHING`,
      [i.connectionId, i.sessaoId, i.usuarioId, this.processo, i.ip?.slice(0, 45) ?? null, i.userAgent, i.conectadoEm],
    );
  }

  saiu(connectionId: string): Promise<void> {
    return this.executar('saiu', 'DELETE FROM sessao_usuario_connection WHERE connection_id = $1', [connectionId]);
  }

  async batimento(): Promise<void> {
    await this.executar('batimento', 'UPDATE sessao_usuario_connection SET visto_em = now() WHERE processo = $1', [this.processo]);
    await this.executar('limpeza', `DELETE FROM sessao_usuario_connection WHERE visto_em < now() - make_interval(mins => $1)`, [ABANDONO_MIN]);
  }

  async parar(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.executar('parar', 'DELETE FROM sessao_usuario_connection WHERE processo = $1', [this.processo]);
  }
}
