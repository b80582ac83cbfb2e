/**
 * Start-up data: reference tables always; user types, the default permission catalogue
 * and the administrator always; the demo chain, issuers, users and registers only on an empty
 * database outside production. Everything runs as owner in one transaction per part.
 *
 * Demo (README "Demonstração"): white-label urls `erp` and `parceiro`; logins admin, master,
 * distribuidor, revenda, loja, caixa, industria, padaria (licence overdue: blocked); password Demo@2026 for all.
 */
import { createHash } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Database } from '../db/pool.ts';
import { withOwner, type Client } from '../db/tenant.ts';
import { hashPassword } from '../auth/passwords.ts';
import { REGRAS_EMPRESA, REGRAS_GESTAO, type NivelCadeia } from '../../domain/index.ts';
import { seedReference } from './reference.ts';

export const DEMO_PASSWORD = 'Demo@2026';
export const DEMO_LOGINS = [
  { login: 'admin', descricao: 'Administrador (white-label erp)' },
  { login: 'master', descricao: 'Distribuidor Master' },
  { login: 'distribuidor', descricao: 'Distribuidor' },
  { login: 'revenda', descricao: 'Revenda id 1 (white-label parceiro)' },
  { login: 'loja', descricao: 'Proprietário do emitente Simples Nacional (pacote 2)' },
  { login: 'caixa', descricao: 'Usuário restrito da loja: PDV e clientes' },
  { login: 'industria', descricao: 'Proprietário do emitente regime normal (pacote 1)' },
  { login: 'padaria', descricao: 'Proprietária de empresa com a licença vencida (bloqueada; pague com PIX)' },
] as const;

/** User types (TipoUsuario, SPEC §6): id, name, chain level. */
export const TIPOS_USUARIO: ReadonlyArray<[number, string, NivelCadeia]> = [
  [1, 'Administrador', 'admin'],
  [2, 'Distribuidor Master', 'master'],
  [3, 'Distribuidor', 'distribuidor'],
  [4, 'Revenda', 'revenda'],
  [5, 'Empresa - Proprietário', 'emitente'],
  [6, 'Empresa - Usuário', 'emitente'],
];

async function seedBase(c: Client): Promise<void> {
  await c.query(
    `INSERT INTO tipo_usuario (id, tipo, nivel) SELECT * FROM json_to_recordset($1::json) AS x(id integer, tipo varchar, nivel varchar)
     ON CONFLICT (id) DO NOTHING`,
    [JSON.stringify(TIPOS_USUARIO.map(([id, tipo, nivel]) => ({ id, tipo, nivel })))],
  );
  await c.query(
    `INSERT INTO restricao_padrao (regra, descricao, modulo) SELECT * FROM json_to_recordset($1::json) AS x(regra varchar, descricao varchar, modulo varchar)
     ON CONFLICT (regra) DO NOTHING`,
    [JSON.stringify(REGRAS_GESTAO.map(({ regra, descricao, modulo }) => ({ regra, descricao, modulo })))],
  );
  await c.query(
    `INSERT INTO emitente_restricao_padrao (regra, descricao, modulo, pacote_minimo)
     SELECT * FROM json_to_recordset($1::json) AS x(regra varchar, descricao varchar, modulo varchar, pacote_minimo integer)
     ON CONFLICT (regra) DO NOTHING`,
    [JSON.stringify(REGRAS_EMPRESA.map(({ regra, descricao, modulo, pacoteMinimo }) => ({ regra, descricao, modulo, pacote_minimo: pacoteMinimo })))],
  );
  // default rule lists per user type (only when a type has none yet: an administrator's edits are kept)
  const pares: Array<{ tipo_usuario_id: number; regra: string }> = [];
  for (const [id, , nivel] of TIPOS_USUARIO) {
    for (const r of REGRAS_GESTAO) {
      if (!r.niveis.includes(nivel)) continue;
      if (r.proprietario && id !== 5) continue;
      pares.push({ tipo_usuario_id: id, regra: r.regra });
    }
  }
  await c.query(
    `INSERT INTO restricao (tipo_usuario_id, regra)
     SELECT x.tipo_usuario_id, x.regra FROM json_to_recordset($1::json) AS x(tipo_usuario_id integer, regra varchar)
      WHERE NOT EXISTS (SELECT 1 FROM restricao r WHERE r.tipo_usuario_id = x.tipo_usuario_id)`,
    [JSON.stringify(pares)],
  );
}

async function seedAdmin(c: Client, config: Config): Promise<boolean> {
  const { rows } = await c.query(`SELECT 1 FROM usuario WHERE tipo_usuario_id = 1 LIMIT 1`);
  if (rows.length) return false;
  const password = config.production ? config.adminPassword : DEMO_PASSWORD;
  if (!password) throw new Error('Defina ADMIN_PASSWORD para criar o administrador no primeiro início em produção.');
  await c.query(`INSERT INTO usuario (login, senha, nome, email, tipo_usuario_id) VALUES ('admin', $1, 'Administrador', 'admin@erp.local', 1)`, [
    await hashPassword(password),
  ]);
  return true;
}

/**
 * SHA-256 (hex) of what the reference tables and the base catalogue are made of: the code of
 * `seedReference` and `seedBase` and the user types and rule catalogues they write. Stored in
 * `seed_versao` once applied; a start whose digest matches skips those checks (bench/startup), and
 * any change to that code or data changes the digest, so the next start applies it again. The code is
 * read as the running build has it (`Function.prototype.toString`): another build of the same source
 * (bundle vs tsx) may give another digest, which only makes that start run the checks once more.
 */
export function resumoDoSeed(): string {
  return createHash('sha256')
    .update(seedReference.toString())
    .update(seedBase.toString())
    .update(JSON.stringify([TIPOS_USUARIO, REGRAS_GESTAO, REGRAS_EMPRESA]))
    .digest('hex');
}

/**
 * Loads what the product needs to run. The reference tables and the base catalogue are checked only
 * when `seed_versao` does not hold the current {@link resumoDoSeed} (first start, or the seed's code
 * or data changed since the last start); the administrator and the demo are checked on every start. Returns which parts were created.
 * @throws Error in production when the administrator does not exist and ADMIN_PASSWORD is unset.
 */
export async function seed(db: Database, config: Config, log: (m: string) => void): Promise<{ reference: string[]; admin: boolean; demo: boolean }> {
  const resumo = resumoDoSeed();
  const emDia = (await db.pool.query(`SELECT 1 FROM seed_versao WHERE parte = 'referencia-base' AND resumo = $1`, [resumo])).rows.length > 0;
  let reference: string[] = [];
  if (!emDia) {
    reference = await withOwner(db, (c) => seedReference(c));
    if (reference.length) log(`Tabelas de referência carregadas: ${reference.join(', ')}`);
    await withOwner(db, async (c) => {
      await seedBase(c);
      await c.query(
        `INSERT INTO seed_versao (parte, resumo) VALUES ('referencia-base', $1)
         ON CONFLICT (parte) DO UPDATE SET resumo = excluded.resumo, aplicado_em = now()`,
        [resumo],
      );
    });
  }
  const vazio = (await db.pool.query('SELECT NOT EXISTS (SELECT 1 FROM emitente) AS vazio')).rows[0].vazio;
  const admin = await withOwner(db, (c) => seedAdmin(c, config));
  let demo = false;
  if (config.seedDemo && vazio) {
    // a demonstração (seed/demo*.ts) só é carregada aqui, fora de produção: nenhum import estático
    // dela no servidor (tests/unit/repositorio/producao-sem-demo.test.ts)
    const { seedDemo } = await import('./demo.ts');
    await withOwner(db, (c) => seedDemo(c, config.demoSize, DEMO_PASSWORD, log));
    // fora da transação da demonstração: as imagens vão para o armazenamento de objetos (sharp carregado sob demanda)
    const { seedDemoImagens } = await import('./demo-imagens.ts');
    await seedDemoImagens(db, config);
    // pedidos pela mesma gravação da API, na transação de tenant do proprietário da loja
    const { seedDemoPedidos } = await import('./demo-pedidos.ts');
    await seedDemoPedidos(db);
    demo = true;
  }
  return { reference, admin, demo };
}
