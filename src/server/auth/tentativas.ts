/**
 * Limite de tentativas de login sem sucesso (issue 17, escopo 6; SPEC §7 `POST /v1/auth/login/`).
 *
 * Conta só FALHAS, em dois contadores independentes guardados no banco (tabela `login_tentativa`,
 * a mesma para todos os processos do servidor):
 * - por login (`login:{login em minúsculas}`): `loginRateMax` falhas numa janela de
 *   `loginRateJanelaMinutos` bloqueiam aquele login — quem adivinha senhas de um usuário para ali;
 * - por IP (`ip:{endereço}`): `loginRateIpMax` falhas (teto mais alto) bloqueiam o endereço — quem
 *   varre muitos logins de uma máquina para ali.
 * Um login bem-sucedido nunca conta e zera o contador daquele login, de modo que uma loja cujos
 * caixas saem pela mesma conexão entra normalmente no início do turno, e um caixa que erra a senha
 * bloqueia só o próprio login, não os colegas (o contador do IP só chega ao teto com dezenas de
 * falhas). Bloqueado, o login responde 429 com `Retry-After` (segundos até o fim da janela) antes
 * de conferir a senha, para que uma senha certa não sirva de oráculo durante o bloqueio.
 *
 * A janela é fixa: começa na primeira falha e, vencida, a próxima falha abre outra com contador 1.
 */
import type { Database } from '../db/pool.ts';

export interface LimitesLogin {
  /** Falhas permitidas por login na janela. */
  porLogin: number;
  /** Falhas permitidas por IP na janela. */
  porIp: number;
  /** Duração da janela, minutos. */
  janelaMinutos: number;
}

/** Resultado da verificação: `null` = pode tentar; senão, segundos até poder tentar de novo. */
export type Bloqueio = { segundos: number; motivo: 'login' | 'ip' } | null;

const chaveLogin = (login: string) => `login:${login.trim().toLowerCase().slice(0, 200)}`;
const chaveIp = (ip: string) => `ip:${ip.slice(0, 60)}`;

/** Contadores de falhas de login no banco (ver cabeçalho). */
export class TentativasLogin {
  constructor(
    private db: Database,
    private limites: LimitesLogin,
  ) {}

  /** Diz se o login ou o IP estão bloqueados agora (uma consulta por chave primária). */
  async verificar(login: string, ip: string): Promise<Bloqueio> {
    const { rows } = await this.db.pool.query(
      `SELECT chave, falhas, ceil(extract(epoch FROM janela_inicio + make_interval(mins => $2) - now()))::int AS restante
         FROM login_tentativa
        WHERE chave = ANY($1::varchar[]) AND janela_inicio > now() - make_interval(mins => $2)`,
      [[chaveLogin(login), chaveIp(ip)], this.limites.janelaMinutos],
    );
    let pior: Bloqueio = null;
    for (const r of rows) {
      const porIp = String(r.chave).startsWith('ip:');
      const limite = porIp ? this.limites.porIp : this.limites.porLogin;
      if (r.falhas >= limite) {
        const segundos = Math.max(1, Number(r.restante));
        if (!pior || segundos > pior.segundos) pior = { segundos, motivo: porIp ? 'ip' : 'login' };
      }
    }
    return pior;
  }

  /** Falhas do login na janela em curso (0 sem registro ou com a janela vencida). */
  async falhasDoLogin(login: string): Promise<number> {
    const { rows } = await this.db.pool.query(`SELECT falhas FROM login_tentativa WHERE chave = $1 AND janela_inicio > now() - make_interval(mins => $2)`, [
      chaveLogin(login),
      this.limites.janelaMinutos,
    ]);
    return rows[0]?.falhas ?? 0;
  }

  /** Registra uma falha para o login e para o IP (atômico: upsert que reabre a janela vencida). */
  async registrarFalha(login: string, ip: string): Promise<void> {
    await this.db.pool.query(
      `INSERT INTO login_tentativa AS t (chave, falhas, janela_inicio)
            SELECT k, 1, now() FROM unnest($1::varchar[]) AS k
       ON CONFLICT (chave) DO UPDATE
          SET falhas = CASE WHEN t.janela_inicio <= now() - make_interval(mins => $2) THEN 1 ELSE t.falhas + 1 END,
              janela_inicio = CASE WHEN t.janela_inicio <= now() - make_interval(mins => $2) THEN now() ELSE t.janela_inicio END`,
      [[chaveLogin(login), chaveIp(ip)], this.limites.janelaMinutos],
    );
  }

  /** Login correto: zera o contador do login (o do IP segue até vencer a janela). */
  async registrarSucesso(login: string): Promise<void> {
    await this.db.pool.query('DELETE FROM login_tentativa WHERE chave = $1', [chaveLogin(login)]);
  }

  /** Apaga contadores com a janela vencida (chamado de vez em quando para a tabela não crescer). */
  async limparVencidas(): Promise<void> {
    await this.db.pool.query('DELETE FROM login_tentativa WHERE janela_inicio <= now() - make_interval(mins => $1)', [this.limites.janelaMinutos]);
  }
}

/** Mensagem pt-BR do bloqueio, com o tempo de espera em minutos (arredondado para cima). */
export function mensagemBloqueio(b: NonNullable<Bloqueio>): string {
  const min = Math.ceil(b.segundos / 60);
  const espera = min <= 1 ? '1 minuto' : `${min} minutos`;
  return b.motivo === 'login'
    ? `Muitas tentativas de login sem sucesso para este usuário. Tente novamente em ${espera} ou redefina a senha.`
    : `Muitas tentativas de login sem sucesso a partir deste endereço. Tente novamente em ${espera}.`;
}
