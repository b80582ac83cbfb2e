/**
 * Self-registration of a company (SPEC §2 public route /{url}/register, §7 POST
 * /v1/registerEmitente/), public and limited to 5 calls per minute per IP.
 *
 * Body `{Url, Empresa: {nome, fantasia, cnpj, ie, crt, email, telefone, cep, logradouro, numero,
 * complemento, bairro, cidade_id, uf}, Usuario: {nome, email, login, senha}}`. Other keys are
 * ignored: the package, the NF-e environment and the reseller are the server's to set.
 *
 * - Validation reuses the registry validators of `emitente` and `usuario` (CNPJ/CPF check digits,
 *   IE, CEP, e-mail, login pattern, SPEC §5 password strength); errors are keyed `Empresa.{campo}`
 *   / `Usuario.{campo}` (HTTP 400). The municipality must exist and belong to the UF.
 * - CNPJ and login are unique system-wide: 409 with `Empresa.cnpj` 'CNPJ já cadastrado' /
 *   `Usuario.login` 'Login já está em uso' (also when a concurrent registration wins the race).
 * - The reseller comes from the white-label brand of `Url` (configuracao_white_label.revenda_id);
 *   a brand without a reseller (the administrator's own) registers under the reseller with id 1
 *   (SPEC §9). The chain columns are copied from that reseller.
 * - One owner transaction writes the issuer (package 1, NF-e environment 2 = homologação), its
 *   default profile "Administrador" with the package's rules (criarPerfisPadrao), its configuracao
 *   row (one per issuer, all defaults) and the owner user (type 5 'Empresa - Proprietário', profile
 *   Administrador). Any error rolls everything back. A welcome e-mail follows the commit.
 */
import type { FastifyInstance } from 'fastify';
import { exigirRecaptcha } from '../../auth/recaptcha.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import type { Registry } from '../../../../schema/registry.ts';
import { withOwner, type Client } from '../../db/tenant.ts';
import { ApiError, ok } from '../../http/envelope.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { Validators } from '../../crud/validate.ts';
import { criarPerfisPadrao } from '../../crud/emitente-padrao.ts';
import { emailBoasVindas } from '../../mail/index.ts';
import { corpo, erro, falharSe, texto, type Erros } from '../comum.ts';
import { RE_SEGMENTO, marcaPorUrl } from './marca.ts';
import { acao } from '../../http/contrato.ts';
import { CONTA } from '../../../contratos/conta.ts';

export const CAMPOS_EMPRESA = [
  'nome',
  'fantasia',
  'cnpj',
  'ie',
  'crt',
  'email',
  'telefone',
  'cep',
  'logradouro',
  'numero',
  'complemento',
  'bairro',
  'cidade_id',
  'uf',
] as const;
export const CAMPOS_USUARIO = ['nome', 'email', 'login', 'senha'] as const;
/** SPEC §9: the reseller of the administrator's own brand. */
export const REVENDA_PADRAO = 1;
/** TipoUsuario 5 'Empresa - Proprietário' (seed/index.ts TIPOS_USUARIO). */
export const TIPO_PROPRIETARIO = 5;
export const MSG_CADASTRO_OK = 'Cadastro realizado! Entre com o seu login.';

function pick(obj: unknown, campos: readonly string[]): Record<string, unknown> | null {
  if (obj === null || typeof obj !== 'object' || Array.isArray(obj)) return null;
  const src = obj as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k of campos) if (src[k] !== undefined) out[k] = src[k];
  return out;
}

function prefixar(erros: Erros, prefixo: string, de: Erros): void {
  for (const [k, v] of Object.entries(de)) for (const m of v) erro(erros, `${prefixo}.${k}`, m);
}

/** Registers the company. @throws ApiError/ValidationError (400/409), nothing written. */
export async function cadastrarEmitente(db: Database, validators: Validators, registry: Registry, body: unknown) {
  const b = corpo(body);
  const erros: Erros = {};
  const url = texto(b, 'Url', erros, { max: 255 });
  if (url && !RE_SEGMENTO.test(url)) erro(erros, 'Url', 'Endereço da empresa inválido');

  const emitenteDef = registry.get('emitente');
  const usuarioDef = registry.get('usuario');
  const empresaIn = pick(b.Empresa, CAMPOS_EMPRESA);
  const usuarioIn = pick(b.Usuario, CAMPOS_USUARIO);
  if (!empresaIn) erro(erros, 'Empresa', 'Informe os dados da empresa');
  if (!usuarioIn) erro(erros, 'Usuario', 'Informe os dados do usuário');

  let empresa: Record<string, unknown> = {};
  let usuario: Record<string, unknown> = {};
  if (empresaIn) {
    if (typeof empresaIn.uf === 'string') empresaIn.uf = empresaIn.uf.trim().toUpperCase();
    // tipo_pacote and revenda_id are the server's; given here only to satisfy the entry's required list
    const r = validators.check(emitenteDef, 'create', { ...empresaIn, tipo_pacote: 1, revenda_id: REVENDA_PADRAO });
    prefixar(erros, 'Empresa', r.errors);
    empresa = r.value;
  }
  if (usuarioIn) {
    const r = validators.check(usuarioDef, 'create', { ...usuarioIn, tipo_usuario_id: TIPO_PROPRIETARIO });
    if (typeof usuarioIn.senha !== 'string' || usuarioIn.senha === '') r.errors.senha = ['Campo obrigatório'];
    prefixar(erros, 'Usuario', r.errors);
    usuario = r.value;
  }
  const rotulos: Record<string, string> = { Url: 'Endereço', Empresa: 'Empresa', Usuario: 'Usuário' };
  for (const [k, f] of Object.entries(emitenteDef.properties)) rotulos[`Empresa.${k}`] = `Empresa - ${f.title}`;
  for (const [k, f] of Object.entries(usuarioDef.properties)) rotulos[`Usuario.${k}`] = `Usuário - ${f.title}`;
  falharSe(erros, rotulos);

  const senhaHash = await hashPassword(String(usuario.senha));
  const resultado = await withOwner(db, async (c) => {
    const marca = await marcaPorUrl(c, url);
    if (!marca) falharSe({ Url: ['Endereço da empresa não encontrado'] }, rotulos);
    const revenda = await revendaAtiva(c, marca!.revenda_id ?? REVENDA_PADRAO);
    if (!revenda) throw new ApiError(400, 'Cadastro indisponível para este endereço. Fale com a sua revenda.');

    const { rows: cidade } = await c.query('SELECT uf FROM cidade WHERE id = $1', [empresa.cidade_id]);
    if (!cidade[0]) falharSe({ 'Empresa.cidade_id': ['Município não encontrado'] }, rotulos);
    if (cidade[0].uf !== empresa.uf) falharSe({ 'Empresa.uf': [`O município informado é de ${cidade[0].uf}`] }, rotulos);

    const dup: Erros = {};
    if ((await c.query('SELECT 1 FROM emitente WHERE cnpj = $1', [empresa.cnpj])).rows.length) erro(dup, 'Empresa.cnpj', 'CNPJ já cadastrado');
    if ((await c.query('SELECT 1 FROM usuario WHERE lower(login) = lower($1)', [usuario.login])).rows.length)
      erro(dup, 'Usuario.login', 'Login já está em uso');
    if (Object.keys(dup).length) throw duplicado(dup);

    const cadeia = { distribuidor_master_id: revenda.distribuidor_master_id, distribuidor_id: revenda.distribuidor_id, revenda_id: revenda.id };
    const emitenteId = await inserir(c, 'emitente', {
      ...Object.fromEntries(CAMPOS_EMPRESA.map((k) => [k, empresa[k] ?? null])),
      ...cadeia,
      tipo_pacote: 1,
      ambiente: 2,
    });
    await criarPerfisPadrao(c, emitenteId, 1);
    const { rows: perfil } = await c.query('SELECT id FROM emitente_tipo_usuario WHERE emitente_id = $1 AND administrador ORDER BY id LIMIT 1', [emitenteId]);
    await c.query('INSERT INTO configuracao (emitente_id) VALUES ($1) ON CONFLICT (emitente_id) DO NOTHING', [emitenteId]);
    await c.query('INSERT INTO assistente_modulos (emitente_id) VALUES ($1) ON CONFLICT (emitente_id) DO NOTHING', [emitenteId]); // primeiros passos (config/assistente-modulos.ts)
    await inserir(c, 'usuario', {
      login: usuario.login,
      senha: senhaHash,
      nome: usuario.nome,
      email: usuario.email,
      tipo_usuario_id: TIPO_PROPRIETARIO,
      emitente_id: emitenteId,
      emitente_tipo_usuario_id: perfil[0].id,
      ...cadeia,
    });
    return { emitenteId, marca: marca!, segmento: url };
  }).catch((err) => {
    const e = err as { code?: string; constraint?: string };
    if (e.code === '23505' && e.constraint === 'emitente_cnpj') throw duplicado({ 'Empresa.cnpj': ['CNPJ já cadastrado'] });
    if (e.code === '23505' && e.constraint === 'usuario_login') throw duplicado({ 'Usuario.login': ['Login já está em uso'] });
    throw err;
  });
  return { ...resultado, login: String(usuario.login), nome: String(usuario.nome), email: String(usuario.email), empresa: String(empresa.nome) };
}

function duplicado(campos: Erros): ApiError {
  return new ApiError(409, campos['Empresa.cnpj'] ? 'CNPJ já cadastrado.' : 'Este login já está em uso. Escolha outro.', campos);
}

async function revendaAtiva(c: Client, id: number): Promise<{ id: number; distribuidor_master_id: number; distribuidor_id: number } | null> {
  const { rows } = await c.query('SELECT id, distribuidor_master_id, distribuidor_id FROM revenda WHERE id = $1 AND ativo', [id]);
  return rows[0] ?? null;
}

async function inserir(c: Client, tabela: 'emitente' | 'usuario', row: Record<string, unknown>): Promise<number> {
  const cols = Object.keys(row);
  const { rows } = await c.query(
    `INSERT INTO ${tabela} (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    cols.map((k) => row[k]),
  );
  return rows[0].id;
}

export function registerCadastroRoutes(app: FastifyInstance, config: Config, db: Database, registry: Registry): void {
  const validators = new Validators(registry);
  app.post('/v1/registerEmitente/', acao(CONTA.cadastrarEmitente, { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } }), async (req, reply) => {
    // reCAPTCHA (when on) before anything else; the token travels beside the form fields
    const { Recaptcha, ...corpo } = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
    await exigirRecaptcha(config, Recaptcha, req.ip);
    const r = await cadastrarEmitente(db, validators, registry, req.body && typeof req.body === 'object' ? corpo : req.body);
    app.mailer.enviarEmSegundoPlano(
      emailBoasVindas(r.marca, {
        para: r.email,
        nome: r.nome,
        login: r.login,
        empresa: r.empresa,
        link: `${config.publicUrl}/${encodeURIComponent(r.segmento)}/sign-in`,
      }),
    );
    return reply.status(201).send(ok({ emitente_id: r.emitenteId, login: r.login }, MSG_CADASTRO_OK));
  });
}
