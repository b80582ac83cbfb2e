/**
 * Limite de tentativas de login sem sucesso (SPEC §7 `POST /v1/auth/login/`).
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
 *
 * Atomicidade: ler o contador, conferir a senha e só então somar a falha deixava
 * 150 tentativas simultâneas lerem todas "0 falhas" e conferirem 77 senhas com limite 10. Agora cada
 * tentativa reserva a sua vez ANTES de conferir a senha, com um único `INSERT ... ON CONFLICT DO
 * UPDATE ... RETURNING` que soma 1 aos dois contadores e devolve os novos valores ({@link
 * TentativasLogin.reservar}); a trava de linha do upsert serializa as tentativas, no mesmo processo
 * ou em vários (o contador está no banco, compartilhado). Só confere a senha quem recebeu um número
 * dentro do limite; quem passou do limite desfaz a própria soma e recebe 429. Depois da conferência:
 * falha = a reserva fica como falha; acerto = zera o login e devolve a vaga do IP
 * ({@link TentativasLogin.registrarSucesso}); erro antes da conferência (reCAPTCHA, banco) devolve a
 * vaga ({@link TentativasLogin.liberar}). Assim o contador é sempre ≥ falhas + conferências em curso.
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

  /**
   * Reserva uma tentativa de login antes de conferir a senha (ver cabeçalho): soma 1 ao contador do
   * login e ao do IP numa instrução atômica (abrindo janela nova se a anterior venceu). Se algum dos
   * dois passou do seu teto, desfaz a soma e devolve o bloqueio (a senha não deve ser conferida).
   * @returns `bloqueio` (null = pode conferir a senha) e `falhasAntes`, as falhas (e conferências em
   *   curso) do login na janela antes desta tentativa — para exigir o reCAPTCHA depois de N falhas.
   */
  async reservar(login: string, ip: string): Promise<{ bloqueio: Bloqueio; falhasAntes: number }> {
    // as duas linhas são travadas em ordem de chave ('ip:' antes de 'login:'): duas reservas simultâneas não se travam mutuamente
    const chaves = [chaveLogin(login), chaveIp(ip)];
    const { rows } = await this.db.pool.query(
      `INSERT INTO login_tentativa AS t (chave, falhas, janela_inicio)
            SELECT k, 1, now() FROM unnest($1::varchar[]) AS k ORDER BY k
       ON CONFLICT (chave) DO UPDATE
          SET falhas = CASE WHEN t.janela_inicio <= now() - make_interval(mins => $2) THEN 1 ELSE t.falhas + 1 END,
              janela_inicio = CASE WHEN t.janela_inicio <= now() - make_interval(mins => $2) THEN now() ELSE t.janela_inicio END
       RETURNING chave, falhas, ceil(extract(epoch FROM janela_inicio + make_interval(mins => $2) - now()))::int AS restante`,
      [chaves, this.limites.janelaMinutos],
    );
    let bloqueio: Bloqueio = null;
    let falhasAntes = 0;
    for (const r of rows) {
      const porIp = String(r.chave).startsWith('ip:');
      if (!porIp) falhasAntes = Number(r.falhas) - 1;
      if (Number(r.falhas) > (porIp ? this.limites.porIp : this.limites.porLogin)) {
        const segundos = Math.max(1, Number(r.restante));
        if (!bloqueio || segundos > bloqueio.segundos) bloqueio = { segundos, motivo: porIp ? 'ip' : 'login' };
      }
    }
    if (bloqueio) await this.liberar(login, ip);
    return { bloqueio, falhasAntes };
  }

  /** Devolve a vaga reservada por {@link reservar} (tentativa recusada ou interrompida antes de conferir a senha). */
  async liberar(login: string, ip: string): Promise<void> {
    // uma linha por instrução (cada uma se confirma sozinha): nunca segura duas travas, então não há impasse com reservar
    for (const chave of [chaveIp(ip), chaveLogin(login)]) {
      await this.db.pool.query('UPDATE login_tentativa SET falhas = greatest(falhas - 1, 0) WHERE chave = $1', [chave]);
    }
  }

  /** Login correto: zera o contador do login e devolve a vaga do IP (acerto não conta como falha). */
  async registrarSucesso(login: string, ip: string): Promise<void> {
    await this.db.pool.query('UPDATE login_tentativa SET falhas = greatest(falhas - 1, 0) WHERE chave = $1', [chaveIp(ip)]);
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
